/**
 * Analytics tables that are not a member's data (SPEC §2 Your data): a goal is the club's, set by an admin; on account
 * deletion its `created_by` becomes null through the foreign key.
 */
export const analyticsNotExported = {
  analytics_goals: "the club's targets, set by admins: about the club, not about a member",
} as const;
