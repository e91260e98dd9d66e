import { COURSE_EXAMS_MAX, COURSE_OPTIONS_MAX, COURSE_QUESTIONS_MAX } from '@esdc/core/course';
import { Plus } from 'lucide-react';
import { useContext } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FieldError, inputClass } from '../../../components/form-field';
import {
  BoundSelect,
  BoundText,
  BoundTextArea,
  BoundWholeNumber,
  EditedContext,
  ItemCard,
  ItemTools,
  ListError,
  NestedList,
  useFieldError,
} from './course-form-fields';
import { emptyExam, emptyOption, emptyQuestion, type CourseFormValues } from './course-form-schema';
import { AddRowButton } from '../../../components/add-row-button';

/** The kinds of question, as the editor names them. */
const QUESTION_KINDS = [
  { value: 'single', label: 'Single choice (one right option)' },
  { value: 'multiple', label: 'Multiple choice (one or more right options)' },
  { value: 'short', label: 'Short answer (typed)' },
] as const;

/** The options of a choice question: text and a Correct checkbox each; add, remove, reorder. */
function OptionsField({ e, q }: { e: number; q: number }) {
  const { control } = useFormContext<CourseFormValues>();
  const options = useFieldArray({ control, name: `exams.${e}.questions.${q}.options` });
  const kind = useWatch({ control, name: `exams.${e}.questions.${q}.kind` });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">
        Options <span className="font-normal text-muted">({kind === 'single' ? 'tick the one right answer' : 'tick every right answer'})</span>
      </legend>
      <ol className="flex flex-col gap-2">
        {options.fields.map((option, o) => (
          <OptionRow key={option.id} e={e} q={q} o={o} count={options.fields.length} onMove={options.move} onRemove={() => options.remove(o)} />
        ))}
      </ol>
      <AddRowButton count={options.fields.length} max={COURSE_OPTIONS_MAX} onAdd={() => options.append(emptyOption())}>
        Add option<span className="sr-only"> to question {q + 1}</span>
      </AddRowButton>
      <ListError name={`exams.${e}.questions.${q}.options`} />
    </fieldset>
  );
}

/** One option: its text, its Correct box, its tools and its error. */
function OptionRow({
  e,
  q,
  o,
  count,
  onMove,
  onRemove,
}: {
  e: number;
  q: number;
  o: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { register } = useFormContext<CourseFormValues>();
  const edited = useContext(EditedContext);
  const error = useFieldError(`exams.${e}.questions.${q}.options.${o}.text`);
  const id = `course-exam-${e}-question-${q}-option-${o}`;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <input
          id={`${id}-text`}
          aria-label={`Option ${o + 1} of question ${q + 1}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} h-11 min-w-0 basis-full sm:basis-auto sm:flex-1`}
          placeholder={`Option ${o + 1}`}
          {...register(`exams.${e}.questions.${q}.options.${o}.text`, { onChange: edited })}
        />
        <label className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-accent)]"
            {...register(`exams.${e}.questions.${q}.options.${o}.correct`, { onChange: edited })}
          />
          Correct
          <span className="sr-only">
            {' '}
            (option {o + 1} of question {q + 1})
          </span>
        </label>
        <div className="ml-auto">
          <ItemTools what={`option ${o + 1} of question ${q + 1}`} index={o} count={count} onMove={onMove} onRemove={onRemove} />
        </div>
      </div>
      <FieldError id={id} error={error} />
    </li>
  );
}

/** The questions of one exam: kind, prompt, options or accepted answers, explanation; add, remove, reorder. */
function QuestionsField({ e }: { e: number }) {
  const { control } = useFormContext<CourseFormValues>();
  const questions = useFieldArray({ control, name: `exams.${e}.questions` });
  return (
    <NestedList
      count={questions.fields.length}
      max={COURSE_QUESTIONS_MAX}
      empty="No questions yet."
      onAdd={() => questions.append(emptyQuestion())}
      addLabel={
        <>
          Add question<span className="sr-only"> to exam {e + 1}</span>
        </>
      }
      name={`exams.${e}.questions`}
    >
      {questions.fields.map((question, q) => (
        <ItemCard
          key={question.id}
          nested
          title={`Question ${q + 1}`}
          tools={{
            what: `question ${q + 1} of exam ${e + 1}`,
            index: q,
            count: questions.fields.length,
            onMove: questions.move,
            onRemove: () => questions.remove(q),
          }}
        >
          <QuestionBody e={e} q={q} />
        </ItemCard>
      ))}
    </NestedList>
  );
}

/** A question's fields; a choice question lists options, a short-answer one its accepted answers. */
function QuestionBody({ e, q }: { e: number; q: number }) {
  const { control } = useFormContext<CourseFormValues>();
  const kind = useWatch({ control, name: `exams.${e}.questions.${q}.kind` });
  const prefix = `course-exam-${e}-question-${q}`;
  return (
    <>
      <BoundSelect id={`${prefix}-kind`} label="Question type" name={`exams.${e}.questions.${q}.kind`}>
        {QUESTION_KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </BoundSelect>
      <BoundTextArea id={`${prefix}-prompt`} label="Question" rows={2} name={`exams.${e}.questions.${q}.prompt`} />
      {kind === 'short' ? (
        <BoundTextArea
          id={`${prefix}-answers`}
          label="Accepted answers"
          rows={3}
          hint="One per line. Answers are compared ignoring case and spaces."
          name={`exams.${e}.questions.${q}.accepted_answers`}
        />
      ) : (
        <OptionsField e={e} q={q} />
      )}
      <BoundTextArea
        id={`${prefix}-explanation`}
        label="Explanation (optional)"
        rows={2}
        hint="Shown with the right answers once the learner passes or has no attempts left."
        name={`exams.${e}.questions.${q}.explanation`}
      />
    </>
  );
}

/**
 * The Exams and tests of the course editor: each an exam (counts for the certificate) or a
 * practice test, with its title, time, pass mark, attempts and questions; questions have options with a Correct
 * checkbox, or accepted answers; add, remove and reorder all of them (up and down buttons).
 */
export function CourseExamsField() {
  const { control } = useFormContext<CourseFormValues>();
  const exams = useFieldArray({ control, name: 'exams' });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-bold">Exams and tests</legend>
      <p className="-mt-2 text-sm text-muted">Exams count toward the certificate; tests are practice.</p>
      <ol className="flex flex-col gap-4">
        {exams.fields.map((exam, e) => {
          const prefix = `course-exam-${e}`;
          return (
            <ItemCard
              key={exam.id}
              title={`Exam ${e + 1}`}
              tools={{ what: `exam ${e + 1}`, index: e, count: exams.fields.length, onMove: exams.move, onRemove: () => exams.remove(e) }}
            >
              <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <BoundSelect id={`${prefix}-kind`} label="Kind" name={`exams.${e}.kind`}>
                  <option value="exam">Exam (certificate)</option>
                  <option value="test">Practice test</option>
                </BoundSelect>
                <BoundText id={`${prefix}-title`} label="Exam title" name={`exams.${e}.title`} />
              </div>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <BoundWholeNumber id={`${prefix}-minutes`} label="Minutes" min={0} name={`exams.${e}.duration_minutes`} />
                <BoundWholeNumber id={`${prefix}-pass`} label="Pass mark (%)" min={1} max={100} name={`exams.${e}.pass_mark_percent`} />
                <BoundWholeNumber
                  id={`${prefix}-attempts`}
                  label="Attempts"
                  min={1}
                  placeholder="Unlimited"
                  hint="Empty for unlimited"
                  name={`exams.${e}.max_attempts`}
                />
              </div>
              <QuestionsField e={e} />
            </ItemCard>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={exams.fields.length >= COURSE_EXAMS_MAX} onClick={() => exams.append(emptyExam('exam'))}>
          <Plus className="size-4" aria-hidden="true" />
          Add exam
        </Button>
        <Button variant="secondary" disabled={exams.fields.length >= COURSE_EXAMS_MAX} onClick={() => exams.append(emptyExam('test'))}>
          <Plus className="size-4" aria-hidden="true" />
          Add practice test
        </Button>
      </div>
      <ListError name="exams" />
    </fieldset>
  );
}
