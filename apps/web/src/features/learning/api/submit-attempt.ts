import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateLearning } from './learning-keys';
import type { AttemptAnswer, AttemptResult } from './learning-types';

/**
 * `POST /api/courses/{id}/exams/{exam_id}/attempts`: submits one attempt; the server scores it.
 * @returns the attempt's score, per-question results (with the right answers once passed or out of attempts) and the
 *   certificate when this attempt completed the course
 * @throws ApiError 409 ATTEMPTS_EXHAUSTED 'No attempts left for this exam'; 403 NOT_ENROLLED; 400 bad answers
 */
async function submitAttempt(courseId: number, examId: number, answers: AttemptAnswer[]): Promise<AttemptResult> {
  return (await apiRequest<AttemptResult>(`/api/courses/${courseId}/exams/${examId}/attempts`, { method: 'POST', body: { answers } })).data;
}

/** Submits an attempt; refreshes the exam (attempts used), the outline, enrollments and course pages. */
export function useSubmitAttempt() {
  return useApiMutation({
    request: ({ courseId, examId, answers }: { courseId: number; examId: number; answers: AttemptAnswer[] }) => submitAttempt(courseId, examId, answers),
    refresh: (client) => invalidateLearning(client),
  });
}
