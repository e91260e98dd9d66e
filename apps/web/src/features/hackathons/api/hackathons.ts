import type { Page } from '@esdc/core/api';
import type {
  Hackathon,
  HackathonEntry,
  HackathonResults,
  HackathonSettingsInput,
  HackathonSubmission,
  HackathonSummary,
  HackathonTeamProject,
  ScoreSet,
  SubmissionFieldsInput,
} from '@esdc/core/hackathon-schemas';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';

/*
 * The Hackathons API (SPEC §2 Hackathons): one request function and hook per call, and the query keys.
 */

/** Query keys of Hackathons. */
const hackathonKeys = {
  all: ['hackathons'] as const,
  list: (limit: number, offset: number) => ['hackathons', 'list', limit, offset] as const,
  detail: (id: number) => ['hackathons', 'detail', id] as const,
  submissions: (id: number) => ['hackathons', 'submissions', id] as const,
  results: (id: number) => ['hackathons', 'results', id] as const,
  teamProjects: (id: number, teamId: number) => ['hackathons', 'team-projects', id, teamId] as const,
};

/** After any change: every list and page of Hackathons. */
const refreshAll = (client: QueryClient) => client.invalidateQueries({ queryKey: hackathonKeys.all });

/** `GET /api/hackathons`: a page of the published hackathons, the latest start first. */
export function useHackathons(limit: number, offset: number) {
  return useQuery({
    queryKey: hackathonKeys.list(limit, offset),
    queryFn: (): Promise<Page<HackathonSummary>> => requestPage<HackathonSummary>('/api/hackathons', { limit, offset }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/hackathons/{id}`: the hackathon with its set-up, teams, judges and what the viewer may do. @throws ApiError 404 */
export function useHackathon(id: number, enabled = true) {
  return useQuery({
    queryKey: hackathonKeys.detail(id),
    queryFn: async () => (await apiRequest<Hackathon>(`/api/hackathons/${id}`)).data,
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

/** `GET /api/hackathons/{id}/submissions`: the submissions the viewer may see. */
export function useHackathonSubmissions(id: number, enabled = true) {
  return useQuery({
    queryKey: hackathonKeys.submissions(id),
    queryFn: async () => (await apiRequest<HackathonSubmission[]>(`/api/hackathons/${id}/submissions`)).data,
    enabled,
  });
}

/** `GET /api/hackathons/{id}/teams/{teamId}/projects`: the projects the registered team may link to its submission. @throws ApiError 403, 404 */
export function useTeamProjects(id: number, teamId: number, enabled = true) {
  return useQuery({
    queryKey: hackathonKeys.teamProjects(id, teamId),
    queryFn: async () => (await apiRequest<HackathonTeamProject[]>(`/api/hackathons/${id}/teams/${teamId}/projects`)).data,
    enabled,
  });
}

/** `GET /api/hackathons/{id}/results`: per track, the ranking (a preview for organisers before publication). @throws ApiError 403 */
export function useHackathonResults(id: number, enabled: boolean) {
  return useQuery({
    queryKey: hackathonKeys.results(id),
    queryFn: async () => (await apiRequest<HackathonResults>(`/api/hackathons/${id}/results`)).data,
    enabled,
  });
}

/** `PUT /api/hackathons/{id}`: the organiser's set-up. @throws ApiError 400, 403, 409 with the spec's message */
export function useSaveHackathonSettings() {
  return useApiMutation({
    request: async ({ id, settings }: { id: number; settings: HackathonSettingsInput }) => {
      const result = await apiRequest<Hackathon>(`/api/hackathons/${id}`, { method: 'PUT', body: settings });
      return { hackathon: result.data, message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `POST /api/hackathons/{id}/teams`: the lead registers their team. @throws ApiError 400, 403, 409 */
export function useRegisterTeam() {
  return useApiMutation({
    request: async ({ id, teamId, track }: { id: number; teamId: number; track: string }) => {
      const result = await apiRequest<HackathonEntry>(`/api/hackathons/${id}/teams`, { method: 'POST', body: { team_id: teamId, track } });
      return { entry: result.data, message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `DELETE /api/hackathons/{id}/teams/{teamId}`: the lead (or an admin) withdraws the team. @throws ApiError 403, 404, 409 */
export function useWithdrawTeam() {
  return useApiMutation({
    request: async ({ id, teamId }: { id: number; teamId: number }) => {
      const result = await apiRequest<{ id: number }>(`/api/hackathons/${id}/teams/${teamId}`, { method: 'DELETE' });
      return { message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `POST /api/hackathons/{id}/submissions` (no `submissionId`) or `PUT /api/submissions/{id}`. @throws ApiError 400, 403, 409 */
export function useSaveSubmission() {
  return useApiMutation({
    request: async ({ id, teamId, submissionId, fields }: { id: number; teamId: number; submissionId: number | null; fields: SubmissionFieldsInput }) => {
      const result =
        submissionId === null
          ? await apiRequest<HackathonSubmission>(`/api/hackathons/${id}/submissions`, { method: 'POST', body: { ...fields, team_id: teamId } })
          : await apiRequest<HackathonSubmission>(`/api/submissions/${submissionId}`, { method: 'PUT', body: fields });
      return { submission: result.data, message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `POST /api/submissions/{id}/scores`: a judge's scores. @throws ApiError 400, 403, 409 */
export function useScoreSubmission() {
  return useApiMutation({
    request: async ({ submissionId, scores }: { submissionId: number; scores: Record<string, number> }) => {
      const result = await apiRequest<ScoreSet>(`/api/submissions/${submissionId}/scores`, { method: 'POST', body: { scores } });
      return { set: result.data, message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `POST /api/hackathons/{id}/results`: publishes the results (once). @throws ApiError 403 */
export function usePublishResults() {
  return useApiMutation({
    request: async (id: number) => {
      const result = await apiRequest<HackathonResults>(`/api/hackathons/${id}/results`, { method: 'POST' });
      return { results: result.data, message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `POST /api/hackathons/{id}/judges` (admins). @throws ApiError 400, 404, 409 */
export function useAddJudge() {
  return useApiMutation({
    request: async ({ id, userId }: { id: number; userId: number }) => {
      const result = await apiRequest<{ id: number }>(`/api/hackathons/${id}/judges`, { method: 'POST', body: { user_id: userId } });
      return { message: result.message };
    },
    refresh: refreshAll,
  });
}

/** `DELETE /api/hackathons/{id}/judges/{userId}` (admins). @throws ApiError 404 */
export function useRemoveJudge() {
  return useApiMutation({
    request: async ({ id, userId }: { id: number; userId: number }) => {
      const result = await apiRequest<{ id: number }>(`/api/hackathons/${id}/judges/${userId}`, { method: 'DELETE' });
      return { message: result.message };
    },
    refresh: refreshAll,
  });
}
