import type { ReactNode } from 'react';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { BoundControl } from './bound-control';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { StarRatingInput } from './star-rating-input';
import { notify } from '../lib/toast';
import { useServerForm, type FieldBinder } from '../lib/use-server-form';

/** What every review form asks: a whole-number rating (0 until a star is chosen) and its text fields. */
type ReviewValues = FieldValues & { rating: number };

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps<TValues extends ReviewValues, TBody> {
  /** Prefix of the element ids and the star group's name (`<idPrefix>-form-title`, `<idPrefix>-rating`). */
  idPrefix: string;
  /** The form's heading. */
  heading: string;
  /** How many stars (the schema's maximum rating). */
  max: number;
  /** Core's review schema as a resolver (the server's own rules). */
  resolver: Resolver<TValues, unknown, TBody>;
  /** The empty form (rating 0). */
  defaultValues: TValues;
  /**
   * Posts the validated body; a rejection's message is shown in the form's alert.
   * @returns the API's success message, if any
   */
  send: (body: NoInfer<TBody>) => Promise<{ message?: string }>;
  /** The toast when the API sends no message. */
  successMessage: string;
  /** Whether a posted review empties the form (when the form stays on the page). */
  resetOnSuccess?: boolean;
  /** The text fields under the stars, bound by name. */
  children: (field: FieldBinder<Path<TValues>>) => ReactNode;
}

/**
 * A review form (a product's, a course's): a rating as star radio buttons, the caller's text fields, the server's
 * error in an alert and a 'Post Review' button; a success shows a toast.
 * @param props see {@link ReviewFormProps}
 */
export function ReviewForm<TValues extends ReviewValues, TBody>({
  idPrefix,
  heading,
  max,
  resolver,
  defaultValues,
  send,
  successMessage,
  resetOnSuccess = false,
  children,
}: ReviewFormProps<TValues, TBody>) {
  const { control, field, trySubmit, serverError, formState, reset, edited } = useServerForm<TValues, TBody>({
    resolver,
    defaultValues: defaultValues as never,
  });
  const onValid = trySubmit(async (input) => {
    const { message } = await send(input);
    if (resetOnSuccess) reset();
    void notify(message ?? successMessage, 'success');
  }, 'Failed to post your review. Please try again.');
  const busy = formState.isSubmitting;
  const titleId = `${idPrefix}-form-title`;
  return (
    <form onSubmit={onValid} noValidate aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-line bg-surface-2/50 p-4 sm:p-5">
      <h3 id={titleId} className="text-lg font-bold">
        {heading}
      </h3>
      <BoundControl
        control={control}
        name={'rating' as Path<TValues>}
        onEdit={edited}
        render={({ value, onChange, error }) => (
          // The rating of a generic review form: a number (the form's own values are not known here).
          <StarRatingInput
            name={`${idPrefix}-rating`}
            max={max}
            value={typeof value === 'number' ? value : 0}
            onChange={onChange as (n: number) => void}
            error={error}
          />
        )}
      />
      {children(field)}
      <div className="empty:hidden">
        <FormAlert message={serverError} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting...' : 'Post Review'}
        </Button>
      </div>
    </form>
  );
}
