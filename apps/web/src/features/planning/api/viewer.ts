import { useSession } from '../../../lib/session';

/** The signed-in member's id, or null for a visitor: the planning queries are kept per member. */
export function useViewerId(): number | null {
  return useSession().user?.id ?? null;
}
