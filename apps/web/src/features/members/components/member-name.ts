/** A member's display name: name, else 'Anonymous User' (SPEC §2 Reusable profile card name fallback). */
export function memberName(member: { name?: string | null }): string {
  return member.name?.trim() || 'Anonymous User';
}
