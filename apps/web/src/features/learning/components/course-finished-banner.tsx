import { paths } from '@esdc/core/routes';
import { Award, ClipboardCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link';

/**
 * The banner of a finished course (lesson player): with a certificate, congratulations and the link to
 * it; with every lesson done but an exam still to pass, the way to that exam.
 * @param courseId the course; `certificateCode` the member's certificate, or null
 * @param pendingExam the first exam (kind 'exam') not yet passed, when the certificate is not issued yet
 */
export function CourseFinishedBanner({
  courseId,
  certificateCode,
  pendingExam,
}: {
  courseId: number;
  certificateCode: string | null;
  pendingExam: { id: number; title: string } | null;
}) {
  if (certificateCode) {
    return (
      <section
        aria-label="Course completed"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-success/40 bg-success-soft p-5 sm:flex-row sm:items-center"
      >
        <Award className="size-10 shrink-0 text-success" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold text-fg">You have completed this course!</p>
          <p className="text-sm text-fg">Your certificate is ready to view, download and share.</p>
        </div>
        <ButtonLink to={paths.certificate(certificateCode)}>View certificate</ButtonLink>
      </section>
    );
  }
  if (!pendingExam) return null;
  return (
    <section
      aria-label="Lessons completed"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-accent/40 bg-accent-soft p-5 sm:flex-row sm:items-center"
    >
      <ClipboardCheck className="size-10 shrink-0 text-accent-text" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold text-fg">Every lesson is complete</p>
        <p className="text-sm text-fg">Pass {pendingExam.title} to earn your certificate.</p>
      </div>
      <ButtonLink to={paths.courseExam(courseId, pendingExam.id)}>Take the exam</ButtonLink>
    </section>
  );
}
