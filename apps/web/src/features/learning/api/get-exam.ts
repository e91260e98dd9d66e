import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { retryUnlessRefused } from './get-lesson';
import { learningKeys } from './learning-keys';
import type { Exam } from './learning-types';

/**
 * `GET /api/courses/{id}/exams/{exam_id}`: an exam or test with its questions and options (never the right answers)
 * and the member's attempts so far.
 * @throws ApiError 403 NOT_ENROLLED; 404
 */
async function getExam(courseId: number, examId: number): Promise<Exam> {
  return (await apiRequest<Exam>(`/api/courses/${courseId}/exams/${examId}`)).data;
}

/** One exam for the signed-in member; refusals and a 404 are not retried. */
export function useExam(courseId: number, examId: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: learningKeys.exam(courseId, examId, viewer),
    queryFn: () => getExam(courseId, examId),
    enabled: courseId > 0 && examId > 0,
    retry: retryUnlessRefused,
  });
}
