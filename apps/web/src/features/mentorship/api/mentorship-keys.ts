import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

/** Query keys of mentorship (docs/requirements.md §2 Mentorship); what depends on the reader is keyed by them. */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  mentors: (params: { topic?: string; limit: number; offset: number }) => ['mentorship', 'mentors', params] as const,
  slots: (mentorId: number, from: string) => ['mentorship', 'slots', mentorId, from] as const,
  technologies: ['mentorship', 'technologies'] as const,
  me: (viewer: number | null) => ['mentorship', viewer, 'me'] as const,
  sessions: (viewer: number | null, when: 'upcoming' | 'past', offset: number) => ['mentorship', viewer, 'sessions', when, offset] as const,
  applications: ['admin', 'mentor-applications'] as const,
};

/** After any change: every mentorship list, the slots and the admin tab's applications. */
export function invalidateMentorship(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: mentorshipKeys.all }), client.invalidateQueries({ queryKey: mentorshipKeys.applications })]);
}

/** The signed-in reader's id, or null for a visitor. */
export function useViewerId(): number | null {
  return useSession().user?.id ?? null;
}
