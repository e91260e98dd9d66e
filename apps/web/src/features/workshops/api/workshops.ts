import type { Page } from '@esdc/core/api';
import type { Workshop, WorkshopFeedback, WorkshopFeedbackInput, WorkshopMaterial, WorkshopMaterialInput, WorkshopSummary } from '@esdc/core/workshop-schemas';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';

/*
 * The Workshops API (SPEC §2 Workshops): the list and page, materials, feedback, and the events' own registration.
 */

/** Query keys of Workshops. */
const workshopKeys = {
  all: ['workshops'] as const,
  list: (limit: number, offset: number) => ['workshops', 'list', limit, offset] as const,
  detail: (id: number) => ['workshops', 'detail', id] as const,
};

/** After any change: every list and page of Workshops (and the events', whose seats changed). */
const refreshAll = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: workshopKeys.all }), client.invalidateQueries({ queryKey: ['events'] })]);

/** `GET /api/workshops`: a page of the published workshops with the viewer's registration. */
export function useWorkshops(limit: number, offset: number) {
  return useQuery({
    queryKey: workshopKeys.list(limit, offset),
    queryFn: (): Promise<Page<WorkshopSummary>> => requestPage<WorkshopSummary>('/api/workshops', { limit, offset }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/workshops/{id}`: materials and feedback. @throws ApiError 404 */
export function useWorkshop(id: number) {
  return useQuery({
    queryKey: workshopKeys.detail(id),
    queryFn: async () => (await apiRequest<Workshop>(`/api/workshops/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** `POST /api/events/{id}/registration` (the events' registration: a seat, or the waitlist). @throws ApiError 409 */
export function useRegisterForWorkshop() {
  return useApiMutation({
    request: async (id: number) => (await apiRequest<unknown>(`/api/events/${id}/registration`, { method: 'POST' })).message,
    refresh: refreshAll,
  });
}

/** `POST /api/workshops/{id}/materials` (the organiser or an admin). @throws ApiError 400, 403 */
export function useAddMaterial() {
  return useApiMutation({
    request: async ({ id, material }: { id: number; material: WorkshopMaterialInput }) => {
      const result = await apiRequest<WorkshopMaterial>(`/api/workshops/${id}/materials`, { method: 'POST', body: material });
      return result.message;
    },
    refresh: refreshAll,
  });
}

/** `DELETE /api/workshop-materials/{id}`. @throws ApiError 403, 404 */
export function useRemoveMaterial() {
  return useApiMutation({
    request: async (materialId: number) => (await apiRequest<{ id: number }>(`/api/workshop-materials/${materialId}`, { method: 'DELETE' })).message,
    refresh: refreshAll,
  });
}

/** `POST /api/workshops/{id}/feedback` (attendees, once). @throws ApiError 400, 403, 409 */
export function useGiveFeedback() {
  return useApiMutation({
    request: async ({ id, feedback }: { id: number; feedback: WorkshopFeedbackInput }) =>
      (await apiRequest<WorkshopFeedback>(`/api/workshops/${id}/feedback`, { method: 'POST', body: feedback })).message,
    refresh: refreshAll,
  });
}

/** `GET /api/workshops/{id}/feedback` (the organiser or an admin). */
export function useWorkshopFeedback(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...workshopKeys.detail(id), 'feedback'],
    queryFn: async () => (await apiRequest<WorkshopFeedback[]>(`/api/workshops/${id}/feedback`)).data,
    enabled,
  });
}
