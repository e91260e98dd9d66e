import { paths } from '@esdc/core/routes';
import { COURSE_MESSAGES, formatMinutes, type CourseDetail } from '@esdc/core/course';
import { CircleCheck, Circle, Eye, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/states';
import { formatCount } from '../../../lib/format';
import { CourseSection } from './course-section';

/**
 * The Modules section of a course page (SPEC §2 Course detail: collapsible Modules, expanded at first): each module
 * with its lessons and their durations. Enrolled learners (and editors) open every lesson and see a tick on those
 * they completed; everyone opens a preview lesson; other lessons show a lock.
 */
export function CourseModules({ course }: { course: CourseDetail }) {
  const v = course.viewer;
  const enrolled = v.enrollment === 'enrolled';
  const opens = (preview: boolean) => enrolled || v.can_edit || preview;
  return (
    <CourseSection title={COURSE_MESSAGES.modules} count={course.modules.length}>
      {course.modules.length === 0 ? (
        <EmptyState title="No modules yet" description="The instructor is still writing this course's lessons." />
      ) : (
        <ol className="flex flex-col gap-5">
          {course.modules.map((module, index) => (
            <li key={module.id} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-bold">
                  <span className="mr-2 font-mono text-sm text-muted">{String(index + 1).padStart(2, '0')}</span>
                  {module.title}
                </h3>
                <p className="text-sm text-muted">
                  {formatCount(module.lessons.length, 'lesson')} · {formatMinutes(module.duration_minutes)}
                </p>
              </div>
              {module.lessons.length === 0 ? null : (
                <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line">
                  {module.lessons.map((lesson) => {
                    const open = opens(lesson.preview);
                    const done = enrolled && lesson.completed;
                    const icon = done ? (
                      <CircleCheck className="size-5 shrink-0 text-success" aria-label="Completed" />
                    ) : open ? (
                      lesson.has_video ? (
                        <PlayCircle className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
                      ) : (
                        <Circle className="size-5 shrink-0 text-muted" aria-hidden="true" />
                      )
                    ) : (
                      <Lock className="size-5 shrink-0 text-muted" aria-label="Locked" />
                    );
                    const label = (
                      <>
                        {icon}
                        <span className="min-w-0 flex-1 break-words">{lesson.title}</span>
                        {lesson.preview && !enrolled ? (
                          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text">
                            <Eye className="size-3.5" aria-hidden="true" />
                            <span className="sr-only sm:not-sr-only">Preview</span>
                          </span>
                        ) : null}
                        <span className="shrink-0 font-mono text-xs text-muted">{formatMinutes(lesson.duration_minutes)}</span>
                      </>
                    );
                    return (
                      <li key={lesson.id}>
                        {open ? (
                          <Link
                            to={paths.courseLesson(course.id, lesson.id)}
                            className="flex items-center gap-3 px-3 py-2.5 text-sm transition hover:bg-surface-2 hover:text-accent-text sm:px-4"
                          >
                            {label}
                          </Link>
                        ) : (
                          <div className="flex items-center gap-3 px-3 py-2.5 text-sm text-muted sm:px-4">{label}</div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </CourseSection>
  );
}
