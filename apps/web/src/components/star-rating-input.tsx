import { Star } from 'lucide-react';

/**
 * A 1–N star picker for review forms (products: SPEC §3 Review; courses: learner reviews): a fieldset of
 * radio buttons drawn as stars, keyboard-usable (arrow keys move between them) and announced as 'N stars'.
 * @param value the chosen rating (0 = none yet)
 * @param onChange called with the chosen rating (1–max)
 * @param name the radio group's name (unique on the page)
 * @param max how many stars (the schema's maximum rating)
 * @param error the field's validation message, shown under the stars
 */
export function StarRatingInput({
  value,
  onChange,
  name,
  max,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  name: string;
  max: number;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
      <div className="flex gap-1">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star className={`size-7 ${n <= value ? 'fill-warning text-warning' : 'text-muted'}`} strokeWidth={1.5} aria-hidden="true" />
            <span className="sr-only">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
