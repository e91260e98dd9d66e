import { paths } from '@esdc/core/routes';
import { formatMinutes, type CourseDetail, type CourseExamSummary } from '@esdc/core/course';
import { ClipboardCheck, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { EmptyState } from '../../../components/states';
import { formatCount } from '../../../lib/format';
import { CourseSection } from './course-section';

/** An exam's attempts as shown: 'Unlimited attempts', '3 attempts', and the viewer's '1 of 3 used'. */
function attemptsLabel(exam: CourseExamSummary, enrolled: boolean): string {
  const allowed = exam.max_attempts === null ? 'Unlimited attempts' : formatCount(exam.max_attempts, 'attempt');
  if (!enrolled || exam.attempts_used === 0) return allowed;
  return exam.max_attempts === null ? `${allowed} · ${exam.attempts_used} used` : `${exam.attempts_used} of ${exam.max_attempts} attempts used`;
}

/**
 * The Exams or Tests section of a course page (SPEC §2 Course detail: collapsible Exams and Tests, expanded at first):
 * each with its questions, duration, pass mark and attempts, and for an enrolled learner their best score and
 * whether they passed; enrolled learners and editors open it (/lms/{id}/exams/{examId}).
 * @param kind which list: the exams (they count for the certificate) or the practice tests
 */
export function CourseExams({ course, kind, title }: { course: CourseDetail; kind: 'exams' | 'tests'; title: string }) {
  const list = course[kind];
  const v = course.viewer;
  const enrolled = v.enrollment === 'enrolled';
  const opens = enrolled || v.can_edit;
  const Icon = kind === 'exams' ? ClipboardCheck : FileQuestion;
  return (
    <CourseSection title={title} count={list.length}>
      {list.length === 0 ? (
        <EmptyState title={kind === 'exams' ? 'No exams in this course' : 'No practice tests in this course'} />
      ) : (
        <>
          {kind === 'exams' ? <p className="mb-3 text-sm text-muted">Pass every exam and complete every lesson to earn the certificate.</p> : null}
          <ul className="flex flex-col gap-3">
            {list.map((exam) => (
              <li key={exam.id} className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center">
                <Icon className="hidden size-6 shrink-0 text-accent-text sm:block" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <h3 className="flex flex-wrap items-center gap-2 font-bold">
                    {exam.title}
                    {enrolled && exam.passed ? <Badge tone="success">Passed</Badge> : null}
                  </h3>
                  <p className="mt-1 text-sm text-muted">
                    {formatCount(exam.question_count, 'question')} · {exam.duration_minutes > 0 ? formatMinutes(exam.duration_minutes) : 'No time limit'} · Pass
                    mark {exam.pass_mark_percent}% · {attemptsLabel(exam, enrolled)}
                    {enrolled && exam.best_score_percent !== null ? ` · Best score ${exam.best_score_percent}%` : ''}
                  </p>
                </div>
                {opens ? (
                  <Link
                    to={paths.courseExam(course.id, exam.id)}
                    className="inline-flex h-9 shrink-0 items-center justify-center rounded-full border border-line bg-surface px-4 text-sm font-semibold transition hover:border-accent hover:text-accent-text"
                  >
                    {exam.attempts_used > 0 ? 'Open' : kind === 'exams' ? 'Take exam' : 'Take test'}
                    <span className="sr-only">: {exam.title}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </CourseSection>
  );
}
