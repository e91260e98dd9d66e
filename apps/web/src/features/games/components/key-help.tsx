import type { ReactNode } from 'react';

/** One row of a game's controls help. */
export interface KeyHint {
  keys: readonly string[];
  action: string;
}

/** 'How to play': the rules and the keyboard and touch controls. */
export function KeyHelp({ hints, children }: { hints: readonly KeyHint[]; children?: ReactNode }) {
  return (
    <div className="space-y-4 text-sm">
      <h2 className="text-base font-bold">How to play</h2>
      {children ? <div className="space-y-2 text-muted">{children}</div> : null}
      <ul className="space-y-2">
        {hints.map((hint) => (
          <li key={hint.action} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="flex flex-wrap gap-1">
              {hint.keys.map((key) => (
                <kbd key={key} className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-xs font-semibold">
                  {key}
                </kbd>
              ))}
            </span>
            <span className="text-muted">{hint.action}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
