import type { ReactNode } from 'react';

/**
 * A message over the playing field for the states that are not play (SPEC §4 Games): not started,
 * paused, game over. The card is opaque so its text keeps AA contrast over any board.
 */
export function GameOverlay({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-bg/40 p-3">
      <div className="flex max-w-xs flex-col items-center gap-2 rounded-2xl border border-line bg-surface px-5 py-4 text-center shadow-[var(--shadow-card)]">
        <p className="text-xl font-extrabold tracking-tight">{title}</p>
        {children ? <div className="text-sm text-muted">{children}</div> : null}
        {action ? <div className="mt-1">{action}</div> : null}
      </div>
    </div>
  );
}
