import { CHALLENGE_HINT_MAX, CHALLENGE_HINTS_MAX } from '@esdc/core/challenge';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FieldError, fieldDescribedBy, inputClass } from '../../../components/form-field';
import type { FieldBinder } from '../../../lib/use-server-form';
import type { ChallengeFormValues } from './challenge-form-schema';

/**
 * The Hints rows of the challenge form: 'Hint 1'..'Hint 5', each removable, 'Add hint' until there are five
 * (SPEC §2 Admin panel Challenges tab: hints). Members see them one at a time, in this order.
 * @param field binds a hint's text (typing clears the form's server error); `onChange` is called when a hint is removed
 */
export function ChallengeHintsField<TOutput>({
  idPrefix,
  control,
  field,
  onChange,
}: {
  idPrefix: string;
  control: Control<ChallengeFormValues, unknown, TOutput>;
  field: FieldBinder<`hints.${number}.text`>;
  onChange: () => void;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'hints' });
  const { errors } = useFormState({ control, name: 'hints' });
  const full = fields.length >= CHALLENGE_HINTS_MAX;

  const add = () => append({ text: '' }, { shouldFocus: true });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Hints</legend>
      <p className="text-xs text-muted">Optional, up to {CHALLENGE_HINTS_MAX}. Members reveal them one at a time, in this order.</p>
      {fields.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {fields.map((row, i) => {
            const id = `${idPrefix}-hint-${i}`;
            const { error, ...input } = field(`hints.${i}.text`);
            return (
              <li key={row.id} className="flex flex-col gap-1.5">
                <div className="flex items-center justify-between gap-2">
                  <label htmlFor={id} className="text-sm font-medium">
                    Hint {i + 1}
                  </label>
                  <button
                    type="button"
                    onClick={() => {
                      remove(i);
                      onChange();
                    }}
                    aria-label={`Remove hint ${i + 1}`}
                    className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-danger hover:bg-danger-soft"
                  >
                    <Trash2 className="size-3.5" aria-hidden="true" />
                    Remove
                  </button>
                </div>
                <textarea
                  id={id}
                  rows={2}
                  maxLength={CHALLENGE_HINT_MAX}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldDescribedBy(id, error)}
                  className={`${inputClass} min-h-16 py-2`}
                  {...input}
                />
                <FieldError id={id} error={error} />
              </li>
            );
          })}
        </ol>
      ) : null}
      {errors.hints?.message ? <p className="text-sm font-medium text-danger">{errors.hints.message}</p> : null}
      <Button variant="secondary" size="sm" onClick={add} disabled={full} className="self-start">
        <Plus className="size-4" aria-hidden="true" />
        {full ? `${CHALLENGE_HINTS_MAX} hints (the most)` : 'Add hint'}
      </Button>
    </fieldset>
  );
}
