import { Lightbulb } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';

/**
 * A challenge's hints, revealed one at a time ('Show hint 1', 'Show hint 2', ...); focus moves to each hint as it
 * appears so keyboard and screen-reader users land on what they asked for.
 */
export function ChallengeHints({ hints }: { hints: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  if (hints.length === 0) return null;

  const reveal = () => {
    const next = shown + 1;
    setShown(next);
    window.requestAnimationFrame(() => items.current[next - 1]?.focus());
  };

  return (
    <section aria-labelledby="challenge-hints-title" className="flex flex-col gap-3">
      <h2 id="challenge-hints-title" className="flex items-center gap-2 text-lg font-bold">
        <Lightbulb className="size-5 text-warning" aria-hidden="true" />
        Hints
        <span className="text-sm font-normal text-muted">
          ({shown} of {hints.length} shown)
        </span>
      </h2>
      {shown > 0 ? (
        <ol className="flex flex-col gap-2">
          {hints.slice(0, shown).map((hint, i) => (
            <li
              key={i}
              ref={(el) => {
                items.current[i] = el;
              }}
              tabIndex={-1}
              className="rounded-xl border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-fg focus-visible:outline-2"
            >
              <span className="mr-1 font-semibold text-warning">Hint {i + 1}:</span>
              {hint}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">Stuck? Reveal the hints one at a time.</p>
      )}
      {shown < hints.length ? (
        <Button variant="secondary" size="sm" onClick={reveal} className="self-start">
          <Lightbulb className="size-4" aria-hidden="true" />
          Show hint {shown + 1}
        </Button>
      ) : null}
    </section>
  );
}
