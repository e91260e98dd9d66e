import type { TeamRole } from '@esdc/core/team';

/**
 * A member as the landing's team cards and profile modals show them (docs/requirements.md §2 Landing team cards and
 * profile modals), from the database: their role in the card's team, their short bio, and every team they are in.
 */
export interface TeamMember {
  name: string;
  username: string;
  avatar_url: string | null;
  /** Their role in the team whose card opened the modal ('Team lead', 'Member'). */
  role: string;
  bio: string | null;
  teams: { id: number; name: string; role: TeamRole }[];
}
