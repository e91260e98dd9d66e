/**
 * A course's progress as a bar with 'N of M lessons' (lesson player and Continue Learning): a
 * `progressbar` whose value is the percentage the server computed, named by `label` and read out as its text.
 * @param completed lessons completed; `total` lessons in the course; `percent` 0–100 (the server's rounding)
 * @param label the bar's accessible name (e.g. 'Course progress' or the course's title)
 * @param compact a thinner bar with smaller text (cards)
 */
export function CourseProgressBar({
  completed,
  total,
  percent,
  label = 'Course progress',
  compact = false,
}: {
  completed: number;
  total: number;
  percent: number;
  label?: string;
  compact?: boolean;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const text = `${completed} of ${total} ${total === 1 ? 'lesson' : 'lessons'}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className={`flex items-center justify-between gap-3 ${compact ? 'text-xs' : 'text-sm'}`}>
        <span className="font-medium text-fg">{text}</span>
        <span className="tabular-nums text-muted">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${text} (${value}%)`}
        className={`overflow-hidden rounded-full bg-surface-2 ${compact ? 'h-1.5' : 'h-2.5'}`}
      >
        <div className={`h-full rounded-full ${value === 100 ? 'bg-success' : 'bg-accent'} transition-[width]`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
