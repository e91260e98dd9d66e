import { canonicalTimeZone } from '@esdc/core/mentorship';
import type { MentorshipSession, SessionBookInput, SessionFeedbackInput, SessionRescheduleInput } from '@esdc/core/mentorship-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiCallContext, apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateMentorship, mentorshipKeys, useViewerId } from './mentorship-keys';

/** Sessions per page of My Sessions. */
export const SESSIONS_PAGE_SIZE = 20;

/** `GET /api/mentorship/sessions`: the reader's upcoming or past sessions, as mentee or mentor. */
export function useMySessions(when: 'upcoming' | 'past', offset: number) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: mentorshipKeys.sessions(viewer, when, offset),
    queryFn: () => requestPage<MentorshipSession>('/api/mentorship/sessions', { when, limit: SESSIONS_PAGE_SIZE, offset } as { limit: number; offset: number }),
    placeholderData: keepPreviousData,
  });
}

/** A session as a write answered it, and the server's message. */
interface Saved {
  session: MentorshipSession;
  message?: string;
}

async function post(path: string, body?: unknown): Promise<Saved> {
  const result = await apiRequest<MentorshipSession>(path, { method: 'POST', ...(body === undefined ? {} : { body }) });
  return { session: result.data, message: result.message };
}

const refresh = invalidateMentorship;

/**
 * The browser's IANA time zone, in which the server tells the mentee the session's time; undefined (the server
 * then uses UTC) when the browser names none the server would take.
 */
function browserZone(): string | undefined {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? undefined;
}

/**
 * `POST /api/mentorship/sessions` ('Book Session'), with the browser's time zone.
 * @throws ApiError 409 'This slot has just been booked; please pick another'; 400 with the schema's messages
 */
export function useBookSession() {
  return useApiMutation({
    request: (body: Omit<SessionBookInput, 'time_zone'>) => post('/api/mentorship/sessions', { ...body, time_zone: browserZone() }),
    refresh,
  });
}

/** `POST /api/mentorship/sessions/{id}/cancel`. @throws ApiError 409 past the cut-off */
export function useCancelSession() {
  return useApiMutation({ request: (id: number) => post(`/api/mentorship/sessions/${id}/cancel`), refresh });
}

/**
 * `POST /api/mentorship/sessions/{id}/reschedule` to another free slot, with the browser's time zone.
 * @throws ApiError 409 taken or past the cut-off
 */
export function useRescheduleSession() {
  return useApiMutation({
    request: ({ id, starts_at }: { id: number; starts_at: string }) =>
      post(`/api/mentorship/sessions/${id}/reschedule`, { starts_at, time_zone: browserZone() } satisfies SessionRescheduleInput),
    refresh,
  });
}

/** `POST /api/mentorship/sessions/{id}/feedback` (the mentee, after the session, once). */
export function useSessionFeedback() {
  return useApiMutation({
    request: ({ id, body }: { id: number; body: SessionFeedbackInput }) => post(`/api/mentorship/sessions/${id}/feedback`, body),
    refresh,
  });
}

/**
 * Downloads a session's .ics through its authenticated route and saves it.
 * @throws ApiError the server's refusal, or a network error
 */
export async function downloadSessionCalendar(id: number): Promise<void> {
  const hooks = apiCallContext();
  const token = hooks.getToken();
  let response: Response;
  try {
    response = await fetch(new URL(`/api/mentorship/sessions/${id}/calendar.ics`, hooks.origin ?? window.location.origin), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK');
  }
  if (!response.ok) throw new ApiError(response.status, `Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `mentorship-session-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
