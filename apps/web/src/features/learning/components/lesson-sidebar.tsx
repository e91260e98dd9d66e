import { paths } from '@esdc/core/routes';
import { CheckCircle2, Circle, ClipboardCheck, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseOutline } from '../api/learning-types';

/**
 * The lesson player's contents: the course's modules with their lessons, a tick on each completed one and
 * the current lesson highlighted (`aria-current="page"`), then the course's exams and tests. Lessons the viewer may
 * not open (not enrolled, not a preview) are listed without a link.
 * @param outline the course as `GET /api/courses/{id}` gives it
 * @param currentLessonId the lesson shown
 * @param canOpenAll enrolled learners and editors open every lesson; others only previews
 * @param onNavigate called when a lesson is opened (small screens fold the contents again)
 */
export function LessonSidebar({
  outline,
  currentLessonId,
  canOpenAll,
  onNavigate,
}: {
  outline: CourseOutline;
  currentLessonId: number;
  canOpenAll: boolean;
  onNavigate?: () => void;
}) {
  const assessments = [...outline.exams, ...outline.tests];
  return (
    <nav aria-label="Course contents" className="flex flex-col gap-5">
      {outline.modules.map((module, index) => (
        <section key={module.id} aria-labelledby={`module-${module.id}`}>
          <h2 id={`module-${module.id}`} className="mb-2 px-2 text-xs font-bold uppercase tracking-wide text-muted">
            <span className="font-mono">{String(index + 1).padStart(2, '0')}</span> {module.title}
          </h2>
          <ol className="flex flex-col gap-0.5">
            {module.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const open = canOpenAll || lesson.preview;
              const Icon = lesson.completed ? CheckCircle2 : open ? (lesson.has_video ? PlayCircle : Circle) : Lock;
              const body = (
                <>
                  <Icon className={`mt-0.5 size-4 shrink-0 ${lesson.completed ? 'text-success' : 'text-muted'}`} aria-hidden="true" />
                  <span className="min-w-0 flex-1">{lesson.title}</span>
                  {lesson.completed ? <span className="sr-only"> (completed)</span> : null}
                  {!open ? <span className="sr-only"> (enroll to open)</span> : null}
                </>
              );
              return (
                <li key={lesson.id}>
                  {open ? (
                    <Link
                      to={paths.courseLesson(outline.id, lesson.id)}
                      onClick={onNavigate}
                      aria-current={current ? 'page' : undefined}
                      className={`flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm ${
                        current ? 'bg-accent-soft font-semibold text-accent-text' : 'text-fg hover:bg-surface-2'
                      }`}
                    >
                      {body}
                    </Link>
                  ) : (
                    <span className="flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm text-muted">{body}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {assessments.length > 0 ? (
        <section aria-labelledby="course-assessments">
          <h2 id="course-assessments" className="mb-2 px-2 text-xs font-bold uppercase tracking-wide text-muted">
            Exams and tests
          </h2>
          <ul className="flex flex-col gap-0.5">
            {assessments.map((exam) => (
              <li key={exam.id}>
                {canOpenAll ? (
                  <Link
                    to={paths.courseExam(outline.id, exam.id)}
                    onClick={onNavigate}
                    className="flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm text-fg hover:bg-surface-2"
                  >
                    {exam.passed ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    ) : (
                      <ClipboardCheck className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1">{exam.title}</span>
                    <span className="text-xs text-muted">{exam.kind === 'exam' ? 'Exam' : 'Test'}</span>
                    {exam.passed ? <span className="sr-only"> (passed)</span> : null}
                  </Link>
                ) : (
                  <span className="flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm text-muted">
                    <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 flex-1">{exam.title}</span>
                    <span className="sr-only"> (enroll to take it)</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </nav>
  );
}
