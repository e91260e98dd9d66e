import { useSession } from '../../../lib/session';

/** The signed-in reader's id, or null for a visitor: the forum's query keys are kept per reader. */
export function useViewerId(): number | null {
  return useSession().user?.id ?? null;
}
