import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';

/**
 * Query keys of the roadmap (docs/requirements.md §2 Roadmap). Keyed by the viewer: each item says whether the
 * signed-in member voted for it, so signing in as someone else never shows the previous viewer's votes.
 */
export const roadmapKeys = {
  all: ['roadmap'] as const,
  roadmap: (viewer: number | null) => ['roadmap', viewer] as const,
};

/**
 * After a vote or an admin change: the roadmap, and the admin panel's queries (its audit log).
 * @param client the app's query client
 */
export function invalidateRoadmap(client: QueryClient): Promise<unknown> {
  return Promise.all([roadmapKeys.all, adminKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}
