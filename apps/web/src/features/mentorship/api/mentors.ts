import type { Page } from '@esdc/core/api';
import { MENTOR_SLOT_RANGE_DEFAULT_DAYS } from '@esdc/core/mentorship';
import type { Mentor, MentorApplicationInput, MentorApplicationItem, MentorSlot } from '@esdc/core/mentorship-schemas';
import type { TechnologyUsage } from '@esdc/core/project';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateMentorship, mentorshipKeys, useViewerId } from './mentorship-keys';

/** `GET /api/mentors`: the approved mentors, optionally of one topic, each with the next free slots. */
export function useMentors(params: { topic?: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: mentorshipKeys.mentors(params),
    queryFn: (): Promise<Page<Mentor>> => requestPage<Mentor>('/api/mentors', params),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/mentors/{id}/slots`: the mentor's free slots for the default span from when the caller first rendered (the
 * booking and rescheduling dialogs), so the query, and the form under it, stays the same while the dialog is open.
 */
export function useMentorSlots(mentorId: number, enabled: boolean) {
  const [from] = useState(() => new Date());
  const to = new Date(from.getTime() + MENTOR_SLOT_RANGE_DEFAULT_DAYS * 86_400_000);
  return useQuery({
    queryKey: mentorshipKeys.slots(mentorId, from.toISOString()),
    queryFn: async () => (await apiRequest<MentorSlot[]>(`/api/mentors/${mentorId}/slots`, { query: { from: from.toISOString(), to: to.toISOString() } })).data,
    enabled,
  });
}

/** `GET /api/technologies`: the topics a mentor may choose, by name. */
export function useTechnologies() {
  return useQuery({
    queryKey: mentorshipKeys.technologies,
    queryFn: async () => (await requestPage<TechnologyUsage>('/api/technologies', { limit: 200, offset: 0 })).items.map((t) => t.name),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/mentorship/me`: the reader's own mentor application (null when none), for Become a Mentor. */
export function useMyMentor(enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: mentorshipKeys.me(viewer),
    queryFn: async () => (await apiRequest<MentorApplicationItem | null>('/api/mentorship/me')).data,
    enabled,
  });
}

/**
 * `POST /api/mentor-applications` (Become a Mentor).
 * @throws ApiError 400 with the schema's messages; 409 'You have already applied to become a mentor'
 */
export function useApplyToMentor() {
  return useApiMutation({
    request: async (body: MentorApplicationInput) => {
      const result = await apiRequest<MentorApplicationItem>('/api/mentor-applications', { method: 'POST', body });
      return { application: result.data, message: result.message };
    },
    refresh: (client) => invalidateMentorship(client),
  });
}

/**
 * `PUT /api/mentorship/me`: an approved mentor's profile (the application's fields), replaced whole.
 * @throws ApiError 400 with the schema's messages; 409 'Only an approved mentor has a mentor profile to edit'
 */
export function useUpdateMentorProfile() {
  return useApiMutation({
    request: async (body: MentorApplicationInput) => {
      const result = await apiRequest<MentorApplicationItem>('/api/mentorship/me', { method: 'PUT', body });
      return { application: result.data, message: result.message };
    },
    refresh: (client) => invalidateMentorship(client),
  });
}
