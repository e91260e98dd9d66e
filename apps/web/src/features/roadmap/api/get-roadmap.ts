import type { Roadmap } from '@esdc/core/roadmap-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { roadmapKeys } from './roadmap-keys';

/**
 * `GET /api/roadmap` (docs/requirements.md §2 Roadmap): the three phases with their items, most voted first; each
 * item's `voted` is null for visitors.
 * @returns the roadmap
 */
async function getRoadmap(): Promise<Roadmap> {
  return (await apiRequest<Roadmap>('/api/roadmap')).data;
}

/** The roadmap as query options, per viewer. */
function roadmapOptions(viewer: number | null) {
  return queryOptions({ queryKey: roadmapKeys.roadmap(viewer), queryFn: getRoadmap });
}

/** The roadmap as the signed-in member (or a visitor) sees it. */
export function useRoadmap() {
  return useQuery(roadmapOptions(useSession().user?.id ?? null));
}
