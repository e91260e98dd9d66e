import { LEARNING_MESSAGES } from '@esdc/core/course-learning';
import { paths } from '@esdc/core/routes';
import { Award, CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import type { AttemptAnswer, AttemptResult, ExamQuestion } from '../api/learning-types';
import { ButtonLink } from '../../../components/button-link';

/** The texts of the options with these ids, in the question's order. */
function optionTexts(question: ExamQuestion, ids: readonly number[] | undefined): string[] {
  return question.options.filter((o) => ids?.includes(o.id)).map((o) => o.text);
}

/** What the member answered to a question, as shown: the chosen options' texts, the typed text, or 'No answer'. */
function answerText(question: ExamQuestion, answer: AttemptAnswer | undefined): string {
  if (question.kind === 'short') return answer?.text?.trim() || 'No answer';
  const texts = optionTexts(question, answer?.option_ids);
  return texts.length > 0 ? texts.join('; ') : 'No answer';
}

/**
 * An attempt's result (exam page): the score in percent, passed or not against the pass mark, how many
 * answers were right, and each question marked correct or incorrect with the member's answer; the right answers and
 * explanations when the server reveals them (passed, or no attempts left). Then the certificate when this attempt
 * earned it; 'Try again' only after a failed attempt while attempts are left (a pass is final), or 'No attempts left
 * for this exam'. The heading takes focus when it
 * appears, so keyboard and screen reader users land on the result.
 */
export function ExamResult({
  courseId,
  questions,
  answers,
  result,
  passMark,
  onTryAgain,
}: {
  courseId: number;
  questions: readonly ExamQuestion[];
  answers: readonly AttemptAnswer[];
  result: AttemptResult;
  passMark: number;
  onTryAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { attempt } = result;
  const byQuestion = new Map(result.results.map((r) => [r.question_id, r]));
  const answerOf = new Map(answers.map((a) => [a.question_id, a]));
  const left = attempt.attempts_left;

  return (
    <section aria-labelledby="exam-result-title" className="flex flex-col gap-5">
      <div
        className={`flex flex-col gap-4 rounded-[var(--radius-card)] border p-6 sm:flex-row sm:items-center ${
          attempt.passed ? 'border-success/40 bg-success-soft' : 'border-danger/40 bg-danger-soft'
        }`}
      >
        <p className="font-mono text-5xl font-extrabold tabular-nums text-fg" aria-hidden="true">
          {attempt.score_percent}%
        </p>
        <div className="min-w-0 flex-1">
          <h2 id="exam-result-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-fg focus:outline-none">
            {attempt.passed ? LEARNING_MESSAGES.attemptPassed : LEARNING_MESSAGES.attemptFailed}
            <span className="sr-only">: you scored {attempt.score_percent}%</span>
          </h2>
          <p className="text-fg">
            {attempt.correct_count} of {attempt.question_count} correct · pass mark {passMark}% · attempt {attempt.attempt_number}
          </p>
          <p className="text-sm text-fg">
            {left === null ? 'Unlimited attempts' : left === 0 ? LEARNING_MESSAGES.attemptsExhausted : `${left} ${left === 1 ? 'attempt' : 'attempts'} left`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!attempt.passed && left !== 0 ? (
            <Button variant={attempt.passed ? 'secondary' : 'primary'} onClick={onTryAgain}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          ) : null}
          <ButtonLink to={paths.course(courseId)} variant="secondary">
            Back to the course
          </ButtonLink>
        </div>
      </div>
      {result.certificate ? (
        <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-success/40 bg-surface p-5 shadow-[var(--shadow-card)] sm:flex-row sm:items-center">
          <Award className="size-10 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold">You have earned your certificate!</p>
            <p className="text-sm text-muted">
              {result.certificate.course_title} · <span className="font-mono">{result.certificate.code}</span>
            </p>
          </div>
          <ButtonLink to={paths.certificate(result.certificate.code)}>View certificate</ButtonLink>
        </div>
      ) : null}
      {!result.revealed ? <p className="text-sm text-muted">The right answers are shown once you pass or have no attempts left.</p> : null}
      <ol className="flex flex-col gap-3" aria-label="Your answers">
        {questions.map((q, index) => {
          const r = byQuestion.get(q.id);
          const correct = r?.correct === true;
          const rightAnswer = q.kind === 'short' ? r?.accepted_answer : optionTexts(q, r?.correct_option_ids).join('; ') || undefined;
          return (
            <li key={q.id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
              <div className="flex items-start gap-3">
                {correct ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">
                      <span className="text-muted">Question {index + 1}.</span> {q.prompt}
                    </h3>
                    <Badge tone={correct ? 'success' : 'danger'}>{correct ? 'Correct' : 'Incorrect'}</Badge>
                  </div>
                  <p className="text-sm">
                    <span className="text-muted">Your answer: </span>
                    {answerText(q, answerOf.get(q.id))}
                  </p>
                  {rightAnswer && !correct ? (
                    <p className="text-sm">
                      <span className="text-muted">Right answer: </span>
                      <span className="font-semibold">{rightAnswer}</span>
                    </p>
                  ) : null}
                  {r?.explanation ? <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm">{r.explanation}</p> : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
