import { COURSE_MESSAGES, formatMinutes, type CourseDetail } from '@esdc/core/course';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, BookOpen, Clock, Pencil, SearchX, Users } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PendingPage } from '../../../components/pending-page';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useCourse } from '../api/get-course';
import { CourseEnrollPanel } from '../components/course-enroll-panel';
import { CourseExams } from '../components/course-exams';
import { CourseImage } from '../components/course-image';
import { CourseModules } from '../components/course-modules';
import { CourseReviews } from '../components/course-reviews';
import { CourseSidebar } from '../components/course-sidebar';
import { RatingStars } from '../../../components/rating-stars';
import { coursePriceLabel } from '../lib/course-display';
import { ButtonLink } from '../../../components/button-link';
import { LinkedDiscussions } from '../../forum/public';

/** The catalogue this page belongs to: /courses for /courses/{id}, else /lms. */
function useListPath(): string {
  return useLocation().pathname.startsWith(paths.courses) ? paths.courses : paths.lms;
}

/** 'Back to Courses', to the filtered catalogue the reader came from when there is one. */
function BackToCourses() {
  const location = useLocation();
  const list = useListPath();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  return (
    <Link to={backTo?.startsWith(list) ? backTo : list} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {COURSE_MESSAGES.backToCourses}
    </Link>
  );
}

/** 'Course not found' with Back to Courses to /lms (SPEC §2 Course detail: unknown id). */
function CourseNotFound() {
  return (
    <NotFoundPage
      icon={SearchX}
      title={COURSE_MESSAGES.notFound}
      message="This course may have been removed, or the link is wrong."
      action={<ButtonLink to={paths.lms}>{COURSE_MESSAGES.backToCourses}</ButtonLink>}
    />
  );
}

/** The head of the page: image, category, title, instructor, rating, description and the course's figures. */
function CourseHeader({ course }: { course: CourseDetail }) {
  const c = course;
  const instructor = c.instructor?.name ?? 'ESDC instructors';
  return (
    <header className="flex flex-col gap-5">
      <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 sm:aspect-[21/9]">
        <CourseImage src={c.image} eager />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs uppercase tracking-widest text-accent-text">{c.category}</span>
          {c.published ? null : <Badge tone="warning">Draft — not published</Badge>}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{c.title}</h1>
        <div className="flex items-center gap-3">
          <Avatar name={instructor} src={c.instructor?.avatar} size={40} />
          <div>
            <p className="text-xs text-muted">Instructor</p>
            <p className="font-semibold">
              {c.instructor?.username ? (
                <Link to={paths.userProfile(c.instructor.username)} className="hover:text-accent-text hover:underline">
                  {instructor}
                </Link>
              ) : (
                instructor
              )}
            </p>
          </div>
        </div>
        <RatingStars rating={c.rating} reviews={c.review_count} size="md" />
      </div>
      <p className="whitespace-pre-line break-words text-lg leading-relaxed">{c.description}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          { label: 'Duration', value: c.duration, icon: Clock },
          { label: 'Lessons', value: formatCount(c.lessons, 'lesson'), icon: BookOpen },
          { label: 'Enrolled', value: formatCount(c.enrolled, 'learner'), icon: Users },
          { label: 'Price', value: coursePriceLabel(c.price_paise), icon: null },
        ].map((fact) => (
          <div key={fact.label} className="rounded-xl border border-line bg-surface px-3 py-2.5">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              {fact.icon ? <fact.icon className="size-3.5" aria-hidden="true" /> : null}
              {fact.label}
            </dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {c.modules.length > 0 ? (
        <p className="text-sm text-muted">
          {formatCount(c.modules.length, 'module')} · {formatMinutes(c.modules.reduce((sum, m) => sum + m.duration_minutes, 0))} of lessons
        </p>
      ) : null}
    </header>
  );
}

/**
 * /lms/{id} and /courses/{id} (SPEC §2 Course detail): title, instructor, description, duration,
 * lessons, enrolled, rating, price (FREE or ₹), Enroll Now that enrolls (or places the order of a paid course),
 * Continue Learning once enrolled, collapsible Modules, Exams, Tests and Learner Reviews (all expanded at first), the
 * review form for enrolled learners; a sidebar with the level badge, views, likes, comments, category, "You'll Learn"
 * and Resources; progress and the certificate when enrolled; Edit for those who may edit it. An unknown id shows
 * 'Course not found' with Back to Courses.
 */
export default function CourseDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const course = useCourse(id);
  const listPath = useListPath();
  const status = course.error instanceof ApiError ? course.error.status : null;

  if (!valid || status === 404) return <CourseNotFound />;
  if (!course.data) {
    return <PendingPage title="Course" back={<BackToCourses />} query={course} errorTitle="Failed to load the course" loadingMessage="Loading course..." />;
  }

  const c = course.data;
  return (
    <Page title={c.title}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BackToCourses />
          {c.viewer.can_edit ? (
            <ButtonLink to={paths.editCourse(c.id)} variant="secondary" size="sm" icon={Pencil}>
              Edit course
            </ButtonLink>
          ) : null}
        </div>
        {/* Phones: header, enrollment and sidebar, then the sections; from 1024 px the aside is a sticky column. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <CourseHeader course={c} />
          </div>
          <aside aria-label="About this course" className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CourseEnrollPanel course={c} />
            <CourseSidebar course={c} listPath={listPath} />
          </aside>
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
            <CourseModules course={c} />
            <CourseExams course={c} kind="exams" title={COURSE_MESSAGES.exams} />
            <CourseExams course={c} kind="tests" title={COURSE_MESSAGES.tests} />
            <CourseReviews course={c} />
            <LinkedDiscussions kind="course" id={c.id} title={c.title} />
          </div>
        </div>
      </div>
    </Page>
  );
}
