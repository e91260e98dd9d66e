import { formatMoney } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { Award, BookOpen, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { CourseProgressBar } from './course-progress-bar';
import type { CourseSummary, Enrollment } from '../api/learning-types';

/**
 * A course on offer on /certifications: its title, level, category, lessons, duration and price ('FREE'
 * or rupees); for a member enrolled in it, the progress and 'Continue Learning' (or the certificate once earned);
 * otherwise 'Enroll Now', which leads to the course page.
 * @param enrollment the member's enrollment in this course, if any
 */
export function CourseOfferCard({ course, enrollment }: { course: CourseSummary; enrollment?: Enrollment }) {
  const headingId = `offer-${course.id}`;
  const certificateCode = enrollment?.certificate_code ?? null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{course.level}</Badge>
        <span className="font-mono text-xs uppercase tracking-widest text-muted">{course.category}</span>
        <span className="ml-auto font-bold tabular-nums">{course.is_free ? 'FREE' : formatMoney(course.price_paise, 'INR')}</span>
      </div>
      <h3 id={headingId} className="break-words text-lg font-bold">
        {course.title}
      </h3>
      <p className="line-clamp-2 text-sm text-muted">{course.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <BookOpen className="size-4" aria-hidden="true" />
          {course.lessons} {course.lessons === 1 ? 'lesson' : 'lessons'}
        </span>
        {course.duration ? (
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {course.duration}
          </span>
        ) : null}
      </p>
      {enrollment ? (
        <CourseProgressBar
          completed={enrollment.progress.completed_lessons}
          total={enrollment.progress.total_lessons}
          percent={enrollment.progress.percent}
          label={`Progress in ${course.title}`}
          compact
        />
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {certificateCode ? (
          <Link to={paths.certificate(certificateCode)} className={buttonClass('primary', 'sm')}>
            <Award className="size-4" aria-hidden="true" />
            View Certificate<span className="sr-only"> for {course.title}</span>
          </Link>
        ) : enrollment ? (
          <Link
            to={enrollment.next_lesson ? paths.courseLesson(course.id, enrollment.next_lesson.id) : paths.course(course.id)}
            className={buttonClass('primary', 'sm')}
          >
            Continue Learning<span className="sr-only"> {course.title}</span>
          </Link>
        ) : (
          <Link to={paths.course(course.id)} className={buttonClass('primary', 'sm')}>
            Enroll Now<span className="sr-only"> in {course.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
