import { paths } from '@esdc/core/routes';
import { ArrowLeft, ArrowRight, BookLock, Clock, LogIn, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { ContentsAside } from '../../../components/contents-aside';
import { CourseProgressBar } from '../components/course-progress-bar';
import { MarkdownContent } from '../../../components/markdown-content';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { BackToCourse } from '../components/back-to-course';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useCourseOutline } from '../api/get-course-outline';
import { useLesson } from '../api/get-lesson';
import type { CourseOutline } from '../api/learning-types';
import { useSetLessonCompletion } from '../api/set-lesson-completion';
import { CourseFinishedBanner } from '../components/course-finished-banner';
import { LearningNotice } from '../components/learning-notice';
import { LessonCompletion } from '../components/lesson-completion';
import { LessonSidebar } from '../components/lesson-sidebar';
import { LessonVideo } from '../components/lesson-video';
import { parseId } from '../lib/parse-id';
import { ButtonLink } from '../../../components/button-link';

/** The title of a lesson of the outline, by id. */
function lessonTitle(outline: CourseOutline | undefined, lessonId: number | null): string | null {
  if (!outline || lessonId === null) return null;
  for (const m of outline.modules) for (const l of m.lessons) if (l.id === lessonId) return l.title;
  return null;
}

/**
 * A card of the lesson player's Previous / Next navigation: which way it goes (with its arrow), and where to.
 * @param direction 'previous' (left-aligned, arrow before) or 'next' (right-aligned, arrow after)
 * @param label the way ('Previous lesson', 'Up next'); `title` the lesson or exam it opens, when known
 * @param rel the link's relation ('prev', 'next'), for a lesson of the sequence
 */
function LessonNavLink({
  to,
  direction,
  label,
  title,
  rel,
}: {
  to: string;
  direction: 'previous' | 'next';
  label: string;
  title: string | null;
  rel?: 'prev' | 'next';
}) {
  const next = direction === 'next';
  const Arrow = next ? ArrowRight : ArrowLeft;
  return (
    <Link
      to={to}
      rel={rel}
      className={`flex flex-col gap-1 rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-accent${next ? ' items-end text-right' : ''}`}
    >
      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
        {next ? null : <Arrow className="size-4" aria-hidden="true" />}
        {label}
        {next ? <Arrow className="size-4" aria-hidden="true" /> : null}
      </span>
      {title ? <span className="font-semibold">{title}</span> : null}
    </Link>
  );
}

/**
 * /lms/{id}/lessons/{lessonId}, the lesson player: the course's title with a link back to it;
 * the contents sidebar (modules and lessons, completed ticks, the current one highlighted; folded behind 'Contents'
 * on small screens); the lesson (module, title, duration, video, content); 'Mark as complete'; Previous and Next
 * lesson; the course's progress 'N of M lessons'; and, once every lesson is done, the certificate (or the exam still
 * to pass). Not enrolled (403 NOT_ENROLLED): a notice with the way back to the course to enroll.
 */
export default function LessonPage() {
  const params = useParams();
  const courseId = parseId(params.id);
  const lessonId = parseId(params.lessonId);
  const location = useLocation();
  const session = useSession();
  const lesson = useLesson(courseId, lessonId);
  const outline = useCourseOutline(courseId);
  const completion = useSetLessonCompletion();
  const [contentsOpen, setContentsOpen] = useState(false);
  const [issuedCode, setIssuedCode] = useState<string | null>(null);

  const course = outline.data;
  // An id that is not a number is a lesson (or course) that does not exist.
  const error = lessonId === 0 ? new ApiError(404, 'Lesson not found', 'NOT_FOUND') : lesson.error instanceof ApiError ? lesson.error : null;

  if (courseId > 0 && (error?.status === 403 || error?.status === 401 || (error?.status === 404 && outline.isSuccess))) {
    const signedOut = session.status !== 'authenticated';
    return (
      <Page title={course ? course.title : 'Lesson'}>
        <div className="flex flex-col gap-6">
          <BackToCourse courseId={courseId} title={course?.title} />
          {error.status === 404 ? (
            <LearningNotice
              icon={SearchX}
              heading="Lesson not found"
              tone="muted"
              actions={<ButtonLink to={paths.course(courseId)}>Back to the course</ButtonLink>}
            >
              <p>This lesson may have been removed, or the link is wrong.</p>
            </LearningNotice>
          ) : signedOut ? (
            <LearningNotice
              icon={LogIn}
              heading="Sign in to open this lesson"
              actions={
                <>
                  <ButtonLink to={paths.login} state={{ from: location.pathname }}>
                    Sign in
                  </ButtonLink>
                  <ButtonLink to={paths.course(courseId)} variant="secondary">
                    View the course
                  </ButtonLink>
                </>
              }
            >
              <p>Lessons are open to the learners enrolled in the course.</p>
            </LearningNotice>
          ) : (
            <LearningNotice
              icon={BookLock}
              heading="You are not enrolled in this course"
              actions={<ButtonLink to={paths.course(courseId)}>Go to the course to enroll</ButtonLink>}
            >
              <p>{error.message || 'Enroll in this course to open its lessons'}</p>
            </LearningNotice>
          )}
        </div>
      </Page>
    );
  }
  if (courseId === 0 || (outline.error instanceof ApiError && outline.error.status === 404)) {
    return (
      <Page title="Course not found">
        <LearningNotice icon={SearchX} heading="Course not found" tone="muted" actions={<ButtonLink to={paths.lms}>Back to Courses</ButtonLink>}>
          <p>This course may have been removed, or the link is wrong.</p>
        </LearningNotice>
      </Page>
    );
  }
  if (!lesson.data) {
    return (
      <PendingPage
        title={course ? course.title : 'Lesson'}
        back={<BackToCourse courseId={courseId} title={course?.title} />}
        query={lesson}
        errorTitle="Failed to load the lesson"
        loadingMessage="Loading lesson..."
      />
    );
  }

  const l = lesson.data;
  // The server gives progress to enrolled learners only.
  const progress = l.progress;
  const enrolled = progress !== null;
  const canOpenAll = enrolled || course?.viewer.can_edit === true;
  const finished = progress !== null && progress.total_lessons > 0 && progress.completed_lessons >= progress.total_lessons;
  const certificateCode = issuedCode ?? course?.viewer.certificate_code ?? null;
  const pendingExam = course?.exams.find((e) => e.kind === 'exam' && !e.passed) ?? null;
  const previousTitle = lessonTitle(course, l.previous_lesson_id);
  const nextTitle = lessonTitle(course, l.next_lesson_id);
  const firstExam = course ? [...course.exams, ...course.tests][0] : undefined;

  const setCompleted = (completed: boolean) =>
    completion.mutate(
      { courseId, lessonId: l.id, completed },
      {
        onSuccess: (result) => {
          if (result.certificate) {
            setIssuedCode(result.certificate.code);
            void notify('Course complete! Your certificate is ready.', 'success');
          }
        },
        onError: (e) => void notify(e.message || 'Failed to save your progress', 'error'),
      },
    );

  return (
    <Page title={`${l.title} · ${course?.title ?? 'Lesson'}`}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <BackToCourse courseId={courseId} title={course?.title} />
        </div>
        <div className="flex flex-col gap-8 md:flex-row">
          <ContentsAside
            id="lesson-contents"
            className="md:w-72 md:shrink-0"
            panelClassName="rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] md:max-h-[calc(100vh-8rem)] md:overflow-y-auto"
            open={contentsOpen}
            onOpenChange={setContentsOpen}
          >
            {course ? (
              <LessonSidebar outline={course} currentLessonId={l.id} canOpenAll={canOpenAll} onNavigate={() => setContentsOpen(false)} />
            ) : outline.isError ? (
              <p className="p-2 text-sm text-muted">The course contents could not be loaded.</p>
            ) : (
              <p className="p-2 text-sm text-muted">Loading contents...</p>
            )}
          </ContentsAside>
          <article className="flex min-w-0 flex-1 flex-col gap-6" aria-labelledby="lesson-title">
            <header className="flex flex-col gap-3">
              <p className="font-mono text-xs uppercase tracking-widest text-accent-text">{l.module_title}</p>
              <h1 id="lesson-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                {l.title}
              </h1>
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                {l.duration_minutes > 0 ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden="true" />
                    {l.duration_minutes} min
                  </span>
                ) : null}
                {l.preview && !enrolled ? <Badge tone="accent">Free preview</Badge> : null}
                {l.completed ? <Badge tone="success">Completed</Badge> : null}
              </div>
              {progress ? <CourseProgressBar completed={progress.completed_lessons} total={progress.total_lessons} percent={progress.percent} /> : null}
            </header>
            {enrolled && finished ? <CourseFinishedBanner courseId={courseId} certificateCode={certificateCode} pendingExam={pendingExam} /> : null}
            {!canOpenAll && course ? (
              <p className="rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm">
                This lesson is a free preview.{' '}
                <Link to={paths.course(courseId)} className="font-semibold text-accent-text underline">
                  Enroll in {course.title}
                </Link>{' '}
                to open every lesson and track your progress.
              </p>
            ) : null}
            {l.video_url ? <LessonVideo url={l.video_url} title={l.title} /> : null}
            <MarkdownContent html={l.content_html} />
            {enrolled ? (
              <div className="border-t border-line pt-5">
                <LessonCompletion completed={l.completed} pending={completion.isPending} onChange={setCompleted} />
              </div>
            ) : null}
            <nav aria-label="Lessons" className="grid gap-3 border-t border-line pt-5 sm:grid-cols-2">
              {l.previous_lesson_id !== null ? (
                <LessonNavLink
                  to={paths.courseLesson(courseId, l.previous_lesson_id)}
                  rel="prev"
                  direction="previous"
                  label="Previous lesson"
                  title={previousTitle}
                />
              ) : (
                <span className="hidden sm:block" />
              )}
              {l.next_lesson_id !== null ? (
                <LessonNavLink to={paths.courseLesson(courseId, l.next_lesson_id)} rel="next" direction="next" label="Next lesson" title={nextTitle} />
              ) : canOpenAll && firstExam ? (
                <LessonNavLink
                  to={paths.courseExam(courseId, (pendingExam ?? firstExam).id)}
                  direction="next"
                  label="Up next"
                  title={(pendingExam ?? firstExam).title}
                />
              ) : null}
            </nav>
          </article>
        </div>
      </div>
    </Page>
  );
}
