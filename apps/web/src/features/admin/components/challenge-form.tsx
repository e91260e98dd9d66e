import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
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
  register,
  errors,
  onChange,
}: {
  mode: 'create' | 'edit';
  control: Control<ChallengeFormValues, unknown, TOutput>;
  register: UseFormRegister<ChallengeFormValues>;
  errors: FieldErrors<ChallengeFormValues>;
  onChange: () => void;
}) {
  const id = (name: string) => `${mode}-challenge-${name}`;
  const options = (list: readonly { value: string; label: string }[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <>
      <div className="sm:col-span-2">
        <TextField id={id('title')} label="Title" autoComplete="off" error={errors.title?.message} {...register('title', { onChange })} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={id('description')}
          label="Description"
          rows={8}
          spellCheck
          className="font-mono text-sm leading-relaxed"
          hint="Markdown is supported: headings, lists, `inline code`, ``` code blocks ``` and tables."
          error={errors.description?.message}
          {...register('description', { onChange })}
        />
      </div>
      <SelectField id={id('category')} label="Category" error={errors.category?.message} {...register('category', { onChange })}>
        {options(CHALLENGE_CATEGORY_OPTIONS)}
      </SelectField>
      <SelectField id={id('difficulty')} label="Difficulty" error={errors.difficulty?.message} {...register('difficulty', { onChange })}>
        {options(CHALLENGE_DIFFICULTY_OPTIONS)}
      </SelectField>
      <TextField id={id('points')} label="Points" type="number" inputMode="numeric" min={1} max={1000} step={1} error={errors.points?.message} {...register('points', { onChange })} />
      <SelectField id={id('visibility')} label="Visibility" hint="Hidden challenges are drafts: only admins see them." error={errors.visibility?.message} {...register('visibility', { onChange })}>
        {options(CHALLENGE_VISIBILITY_OPTIONS)}
      </SelectField>
      <div className="sm:col-span-2">
        <TextField
          id={id('answer')}
          label="Answer"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          hint={
            mode === 'edit'
              ? 'Leave blank to keep the current answer.'
              : 'Stored only as a hash. Case and extra spaces are ignored when members answer.'
          }
          error={errors.answer?.message}
          {...register('answer', { onChange })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id={id('pattern')}
          label="Answer pattern (optional)"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. ^0x0*3f$"
          className="font-mono"
          hint="A regular expression (RE2 syntax: no backreferences or lookaround) that also accepts an answer. It is matched against the whole answer after trimming, lower-casing and collapsing spaces."
          error={errors.answer_pattern?.message}
          {...register('answer_pattern', { onChange })}
        />
      </div>
      <div className="sm:col-span-2">
        <ChallengeHintsField idPrefix={id('hints')} control={control} register={register} errors={errors} onChange={onChange} />
      </div>
    </>
  );
}
