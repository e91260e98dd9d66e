import { LEARNING_MESSAGES } from '@esdc/core/course-learning';
import { paths } from '@esdc/core/routes';
import { BookLock, Clock, ListChecks, Repeat, SearchX, Target, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { BackToCourse } from '../components/back-to-course';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useCourseOutline } from '../api/get-course-outline';
import { useExam } from '../api/get-exam';
import type { AttemptAnswer, AttemptResult, Exam } from '../api/learning-types';
import { useSubmitAttempt } from '../api/submit-attempt';
import { ExamForm } from '../components/exam-form';
import { ExamResult } from '../components/exam-result';
import { LearningNotice } from '../components/learning-notice';
import { parseId } from '../lib/parse-id';
import { ButtonLink } from '../../../components/button-link';

/** One fact of the exam's header: an icon, a label and a value. */
function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface px-4 py-3">
      <dt className="flex items-center gap-2 text-xs uppercase tracking-wide text-muted">
        <Icon className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** 'N of M used' / 'N used, unlimited' for the attempts fact. */
function attemptsText(exam: Exam): string {
  if (exam.max_attempts === null) return `${exam.attempts_used} used · unlimited`;
  return `${exam.attempts_used} of ${exam.max_attempts} used · ${exam.attempts_left ?? 0} left`;
}

/**
 * /lms/{id}/exams/{examId}, an exam or test: title, duration, pass mark, attempts used and left,
 * the questions (one answer: radio group; several: checkboxes; short: a text field) and Submit (confirmed while
 * questions are unanswered); then the result — score, passed or not, each question right or wrong, the right answers
 * and explanations when the server sends them — with 'Try again' after a failed attempt while attempts are left, 'No attempts left for this
 * exam' when they are used up, and the certificate when this attempt earned it. Not enrolled: the way back to the
 * course to enroll.
 */
export default function ExamPage() {
  const params = useParams();
  const courseId = parseId(params.id);
  const examId = parseId(params.examId);
  const exam = useExam(courseId, examId);
  const outline = useCourseOutline(courseId);
  const submit = useSubmitAttempt();
  const [outcome, setOutcome] = useState<{ result: AttemptResult; answers: AttemptAnswer[] } | null>(null);
  const [round, setRound] = useState(0);
  const courseTitle = outline.data?.title;
  const error =
    courseId === 0 || examId === 0 ? new ApiError(404, LEARNING_MESSAGES.examNotFound, 'NOT_FOUND') : exam.error instanceof ApiError ? exam.error : null;

  if (error?.status === 403 || error?.status === 404) {
    return (
      <Page title={error.status === 404 ? LEARNING_MESSAGES.examNotFound : 'Exam'}>
        <div className="flex flex-col gap-6">
          {courseId > 0 ? <BackToCourse courseId={courseId} title={courseTitle} /> : null}
          {error.status === 404 ? (
            <LearningNotice
              icon={SearchX}
              heading={LEARNING_MESSAGES.examNotFound}
              tone="muted"
              actions={
                <Link to={courseId > 0 ? paths.course(courseId) : paths.lms} className={buttonClass('primary')}>
                  {courseId > 0 ? 'Back to the course' : 'Back to Courses'}
                </Link>
              }
            >
              <p>This exam may have been removed, or the link is wrong.</p>
            </LearningNotice>
          ) : (
            <LearningNotice
              icon={BookLock}
              heading="You are not enrolled in this course"
              actions={<ButtonLink to={paths.course(courseId)}>Go to the course to enroll</ButtonLink>}
            >
              <p>Enroll in the course to take its exams and tests.</p>
            </LearningNotice>
          )}
        </div>
      </Page>
    );
  }
  if (!exam.data) {
    return (
      <PendingPage
        title="Exam"
        back={<BackToCourse courseId={courseId} title={courseTitle} />}
        query={exam}
        errorTitle="Failed to load the exam"
        loadingMessage="Loading exam..."
      />
    );
  }

  const e = exam.data;
  const exhausted = e.attempts_left === 0;
  const onSubmit = (answers: AttemptAnswer[]) =>
    submit.mutate(
      { courseId, examId: e.id, answers },
      {
        onSuccess: (result) => {
          setOutcome({ result, answers });
          if (result.certificate) void notify('Course complete! Your certificate is ready.', 'success');
        },
        onError: (err) => {
          void notify(err.message || 'Failed to submit your answers', 'error');
          if (err instanceof ApiError && err.code === 'ATTEMPTS_EXHAUSTED') void exam.refetch();
        },
      },
    );
  const tryAgain = () => {
    setOutcome(null);
    setRound((r) => r + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={`${e.title}${courseTitle ? ` · ${courseTitle}` : ''}`}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <BackToCourse courseId={courseId} title={courseTitle} />
        <header className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs uppercase tracking-widest text-accent-text">{e.kind === 'exam' ? 'Exam' : 'Test'}</span>
            {e.passed ? <Badge tone="success">{LEARNING_MESSAGES.attemptPassed}</Badge> : null}
            {e.kind === 'test' ? <Badge>Practice: does not count towards the certificate</Badge> : null}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{e.title}</h1>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact icon={Clock} label="Duration">
              {e.duration_minutes} min
            </Fact>
            <Fact icon={Target} label="Pass mark">
              {e.pass_mark_percent}%
            </Fact>
            <Fact icon={Repeat} label="Attempts">
              {attemptsText(e)}
            </Fact>
            <Fact icon={Trophy} label="Best score">
              {e.best_score_percent === null ? 'Not attempted yet' : `${e.best_score_percent}%`}
            </Fact>
          </dl>
        </header>
        {outcome ? (
          <ExamResult
            courseId={courseId}
            questions={e.questions}
            answers={outcome.answers}
            result={outcome.result}
            passMark={e.pass_mark_percent}
            onTryAgain={tryAgain}
          />
        ) : exhausted ? (
          <LearningNotice
            icon={ListChecks}
            heading={LEARNING_MESSAGES.attemptsExhausted}
            tone="warning"
            level={2}
            actions={<ButtonLink to={paths.course(courseId)}>Back to the course</ButtonLink>}
          >
            <p>
              {e.passed ? `You passed with a best score of ${e.best_score_percent}%.` : `Your best score was ${e.best_score_percent ?? 0}%.`} You have used all{' '}
              {e.max_attempts} attempts.
            </p>
          </LearningNotice>
        ) : e.questions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-muted">This exam has no questions yet.</p>
        ) : (
          <>
            {e.passed ? (
              <p className="rounded-xl border border-success/40 bg-success-soft px-4 py-3 text-sm text-fg">
                You have passed this {e.kind === 'exam' ? 'exam' : 'test'} with a best score of {e.best_score_percent}%. Taking it again cannot undo that.
              </p>
            ) : null}
            <ExamForm key={round} questions={e.questions} pending={submit.isPending} onSubmit={onSubmit} />
          </>
        )}
      </div>
    </Page>
  );
}
