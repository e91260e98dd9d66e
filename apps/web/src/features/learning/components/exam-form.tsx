import { SHORT_ANSWER_MAX } from '@esdc/core/course-learning';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { inputClass } from '../../../components/form-field';
import type { AttemptAnswer, ExamQuestion } from '../api/learning-types';
import { chooseOption, isAnswered, toAttemptAnswers, typeAnswer, unansweredQuestions, type ExamAnswers } from '../lib/exam-answers';

/** The hint under a question's prompt, by kind. */
const KIND_HINT: Record<ExamQuestion['kind'], string> = {
  single: 'Choose one answer.',
  multiple: 'Choose every answer that applies.',
  short: 'Type your answer.',
};

/** The words of a count of questions: 'question' or 'N questions'. */
function questionsText(n: number): string {
  return n === 1 ? '1 question is' : `${n} questions are`;
}

/**
 * The questions of an exam or test as a form (exam page): each question a labelled fieldset — one answer
 * (radio group), several answers (checkboxes) or a typed short answer — and Submit, which asks for confirmation while
 * questions are unanswered (they count as wrong). Native controls, so it is usable with the keyboard alone.
 * @param questions the exam's questions in order
 * @param pending while the attempt is being sent (Submit is disabled)
 * @param onSubmit receives the attempt's answers, one per question
 */
export function ExamForm({
  questions,
  pending,
  onSubmit,
}: {
  questions: readonly ExamQuestion[];
  pending: boolean;
  onSubmit: (answers: AttemptAnswer[]) => void;
}) {
  const [answers, setAnswers] = useState<ExamAnswers>({});
  const [confirming, setConfirming] = useState(false);
  const unanswered = unansweredQuestions(questions, answers);
  const answeredCount = questions.length - unanswered.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (unanswered.length > 0) setConfirming(true);
    else onSubmit(toAttemptAnswers(questions, answers));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Exam questions">
      <ol className="flex flex-col gap-5">
        {questions.map((q, index) => {
          const number = index + 1;
          const hintId = `question-${q.id}-hint`;
          const answer = answers[q.id];
          const chosen = answer && 'option_ids' in answer ? answer.option_ids : [];
          return (
            <li key={q.id}>
              <fieldset
                aria-describedby={hintId}
                className={`rounded-[var(--radius-card)] border bg-surface p-5 shadow-[var(--shadow-card)] ${isAnswered(answers, q) ? 'border-accent/50' : 'border-line'}`}
              >
                <legend className="float-left mb-1 w-full">
                  <span className="block font-mono text-xs uppercase tracking-widest text-accent-text">Question {number}</span>
                  <span className="mt-1 block text-lg font-semibold text-fg">{q.prompt}</span>
                </legend>
                <p id={hintId} className="clear-both mb-3 text-sm text-muted">
                  {KIND_HINT[q.kind]}
                </p>
                {q.kind === 'short' ? (
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor={`question-${q.id}-text`} className="text-sm font-semibold">
                      Your answer
                    </label>
                    <input
                      id={`question-${q.id}-text`}
                      type="text"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={SHORT_ANSWER_MAX}
                      value={answer && 'text' in answer ? answer.text : ''}
                      onChange={(e) => setAnswers((a) => typeAnswer(a, q, e.target.value))}
                      className={`${inputClass} h-11`}
                    />
                  </div>
                ) : (
                  <div className="flex flex-col gap-2">
                    {q.options.map((option) => {
                      const inputId = `question-${q.id}-option-${option.id}`;
                      const checked = chosen.includes(option.id);
                      return (
                        <label
                          key={option.id}
                          htmlFor={inputId}
                          className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${
                            checked ? 'border-accent bg-accent-soft' : 'border-line hover:bg-surface-2'
                          }`}
                        >
                          <input
                            id={inputId}
                            type={q.kind === 'single' ? 'radio' : 'checkbox'}
                            name={`question-${q.id}`}
                            value={option.id}
                            checked={checked}
                            onChange={(e) => setAnswers((a) => chooseOption(a, q, option.id, e.target.checked))}
                            className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
                          />
                          <span className="min-w-0 flex-1 break-words">{option.text}</span>
                        </label>
                      );
                    })}
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
        <p className="text-sm text-muted" aria-live="polite">
          {answeredCount} of {questions.length} answered
        </p>
        <Button type="submit" disabled={pending}>
          <Send className="size-4" aria-hidden="true" />
          {pending ? 'Submitting...' : 'Submit answers'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit with unanswered questions?"
        message={`${questionsText(unanswered.length)} not answered yet and will count as wrong.`}
        confirmLabel="Submit anyway"
        onConfirm={() => onSubmit(toAttemptAnswers(questions, answers))}
      />
    </form>
  );
}
