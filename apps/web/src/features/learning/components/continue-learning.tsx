import { paths } from '@esdc/core/routes';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { CourseProgressBar } from './course-progress-bar';
import { SkeletonBlocks } from '../../../components/skeleton';
import { InlineErrorState } from '../../../components/states';
import { useEnrollments } from '../../../lib/enrollments-api';
import { ButtonLink } from '../../../components/button-link';

/** How many courses in progress the dashboard lists. */
const SHOWN = 3;

/**
 * Continue Learning (the dashboard and My Profile's My Courses): the member's courses in progress (`GET /api/enrollments`, not yet
 * completed), each with its progress and 'Continue Learning' to the next lesson; none → a link to the courses.
 * @param userId the signed-in member
 */
export function ContinueLearning({ userId }: { userId: number }) {
  const enrollments = useEnrollments(userId);
  if (enrollments.isPending) return <SkeletonBlocks className="flex flex-col gap-3" blocks={['h-5 w-2/3 rounded', 'h-2.5 w-full rounded-full']} />;
  if (enrollments.isError) return <InlineErrorState message="Failed to load your courses." onRetry={() => void enrollments.refetch()} />;
  const inProgress = enrollments.data.items.filter((e) => e.completed_at === null);
  if (inProgress.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted">You are not taking a course right now.</p>
        <ButtonLink to={paths.lms} variant="secondary" size="sm" icon={GraduationCap}>
          Browse courses
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="@container flex flex-col divide-y divide-line">
      {inProgress.slice(0, SHOWN).map(({ course, progress, next_lesson }) => (
        <li key={course.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 @md:flex-row @md:items-center @md:gap-5">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Link to={paths.course(course.id)} className="break-words font-semibold hover:text-accent-text hover:underline">
              {course.title}
            </Link>
            {next_lesson ? <p className="text-sm text-muted">Next: {next_lesson.title}</p> : null}
            <CourseProgressBar
              completed={progress.completed_lessons}
              total={progress.total_lessons}
              percent={progress.percent}
              label={`Progress in ${course.title}`}
              compact
            />
          </div>
          <Link
            to={next_lesson ? paths.courseLesson(course.id, next_lesson.id) : paths.course(course.id)}
            className={`${buttonClass('primary', 'sm')} self-start @md:self-center`}
          >
            Continue Learning<span className="sr-only"> {course.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
