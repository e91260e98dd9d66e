import type { Control, Path } from 'react-hook-form';
import { SelectField, TextAreaField, TextField, WholeNumberField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';
import type { FieldBinder } from '../../../lib/use-server-form';
import type { ChallengeFormValues } from './challenge-form-schema';
import { ChallengeHintsField } from './challenge-hints-field';
import { CHALLENGE_CATEGORY_OPTIONS, CHALLENGE_DIFFICULTY_OPTIONS, CHALLENGE_VISIBILITY_OPTIONS } from './challenge-options';

/**
 * The fields of the create and edit challenge forms (SPEC §2 Admin panel Challenges tab): Title, Description (markdown), Category,
 * Difficulty, Points, Answer (required on create; on edit blank keeps the current one), Answer pattern
 * (optional regular expression), Hints and Visibility. Laid out in two columns from 640 px.
 */
export function ChallengeFormFields<TOutput>({
  mode,
  control,
  field,
  edited,
}: {
  mode: 'create' | 'edit';
  control: Control<ChallengeFormValues, unknown, TOutput>;
  field: FieldBinder<Path<ChallengeFormValues>>;
  /** Called when a change is not typed into a field (a hint removed). */
  edited: () => void;
}) {
  const id = (name: string) => `${mode}-challenge-${name}`;
  // The answer and its pattern are compared as typed code: no autofill, no spell check, a monospace font.
  const code = { autoComplete: 'off', spellCheck: false, className: 'font-mono' } as const;
  return (
    <>
      <div className="sm:col-span-2">
        <TextField id={id('title')} label="Title" autoComplete="off" {...field('title')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={id('description')}
          label="Description"
          rows={8}
          spellCheck
          className="font-mono text-sm leading-relaxed"
          hint="Markdown is supported: headings, lists, `inline code`, ``` code blocks ``` and tables."

          {...field('description')}
        />
      </div>
      <SelectField id={id('category')} label="Category" {...field('category')}>
        <SelectOptions options={CHALLENGE_CATEGORY_OPTIONS} />
      </SelectField>
      <SelectField id={id('difficulty')} label="Difficulty" {...field('difficulty')}>
        <SelectOptions options={CHALLENGE_DIFFICULTY_OPTIONS} />
      </SelectField>
      <WholeNumberField id={id('points')} label="Points" min={1} max={1000} {...field('points')} />
      <SelectField id={id('visibility')} label="Visibility" hint="Hidden challenges are drafts: only admins see them." {...field('visibility')}>
        <SelectOptions options={CHALLENGE_VISIBILITY_OPTIONS} />
      </SelectField>
      <div className="sm:col-span-2">
        <TextField
          id={id('answer')}
          label="Answer"
          {...code}
          hint={mode === 'edit' ? 'Leave blank to keep the current answer.' : 'Stored only as a hash. Case and extra spaces are ignored when members answer.'}

          {...field('answer')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id={id('pattern')}
          label="Answer pattern (optional)"
          {...code}
          placeholder="e.g. ^0x0*3f$"
          hint="A regular expression (RE2 syntax: no backreferences or lookaround) that also accepts an answer. It is matched against the whole answer after trimming, lower-casing and collapsing spaces."

          {...field('answer_pattern')}
        />
      </div>
      <div className="sm:col-span-2">
        <ChallengeHintsField idPrefix={id('hints')} control={control} field={field} onChange={edited} />
      </div>
    </>
  );
}
