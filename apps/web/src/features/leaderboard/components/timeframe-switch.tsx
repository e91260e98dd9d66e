import { LEADERBOARD_TIMEFRAMES, type LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { useRef, type KeyboardEvent } from 'react';
import { TIMEFRAME_LABELS } from './timeframe-text';

/**
 * The timeframe buttons (SPEC §2 Leaderboard: all, monthly, weekly) as a segmented radio group: one tab stop,
 * arrow keys (and Home/End) move and select, as a radio group does.
 */
export function TimeframeSwitch({ value, onChange }: { value: LeaderboardTimeframe; onChange: (next: LeaderboardTimeframe) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = LEADERBOARD_TIMEFRAMES.indexOf(value);
    const last = LEADERBOARD_TIMEFRAMES.length - 1;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + LEADERBOARD_TIMEFRAMES.length) % LEADERBOARD_TIMEFRAMES.length;
    const next = LEADERBOARD_TIMEFRAMES[index];
    if (next) onChange(next);
    refs.current[index]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label="Timeframe"
      onKeyDown={onKeyDown}
      className="inline-flex rounded-full border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
    >
      {LEADERBOARD_TIMEFRAMES.map((timeframe, i) => {
        const checked = timeframe === value;
        return (
          <button
            key={timeframe}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(timeframe)}
            className={`h-9 rounded-full px-4 text-sm font-semibold transition sm:px-5 ${checked ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
          >
            {TIMEFRAME_LABELS[timeframe]}
          </button>
        );
      })}
    </div>
  );
}
