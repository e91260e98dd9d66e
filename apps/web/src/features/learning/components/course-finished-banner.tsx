import { paths } from '@esdc/core/routes';
import { Award, ClipboardCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link';

/** The two looks of the banner: done (green) and one step left (accent). */
const TONES = {
  success: { box: 'border-success/40 bg-success-soft', icon: 'text-success' },
  accent: { box: 'border-accent/40 bg-accent-soft', icon: 'text-accent-text' },
} as const;

/** A banner over the lesson: an icon, a headline over a line of text, and the way on. */
function Banner({
  label,
  tone,
  icon: Icon,
  headline,
  text,
  action,
}: {
  label: string;
  tone: keyof typeof TONES;
  icon: LucideIcon;
  headline: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section aria-label={label} className={`flex flex-col gap-4 rounded-[var(--radius-card)] border ${TONES[tone].box} p-5 sm:flex-row sm:items-center`}>
      <Icon className={`size-10 shrink-0 ${TONES[tone].icon}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold text-fg">{headline}</p>
        <p className="text-sm text-fg">{text}</p>
      </div>
      {action}
    </section>
  );
}

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
      <Banner
        label="Course completed"
        tone="success"
        icon={Award}
        headline="You have completed this course!"
        text="Your certificate is ready to view, download and share."
        action={<ButtonLink to={paths.certificate(certificateCode)}>View certificate</ButtonLink>}
      />
    );
  }
  if (!pendingExam) return null;
  return (
    <Banner
      label="Lessons completed"
      tone="accent"
      icon={ClipboardCheck}
      headline="Every lesson is complete"
      text={`Pass ${pendingExam.title} to earn your certificate.`}
      action={<ButtonLink to={paths.courseExam(courseId, pendingExam.id)}>Take the exam</ButtonLink>}
    />
  );
}
