import type { Technology } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A technology with how many projects use it. */
export type TechnologyWithCount = Technology & { project_count?: number };

/**
 * `GET /api/technologies`: known technologies.
 * @throws ApiError
 */
export async function listTechnologies(): Promise<TechnologyWithCount[]> {
  return (await apiRequest<TechnologyWithCount[]>('/api/technologies')).data ?? [];
}

/** All technologies (suggestions in the project form). */
export function useTechnologies() {
  return useQuery({ queryKey: ['technologies'], queryFn: listTechnologies, staleTime: 5 * 60_000 });
}
