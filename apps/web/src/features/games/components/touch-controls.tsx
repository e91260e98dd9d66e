import type { ReactNode } from 'react';

/** On-screen controls, shown at the mobile breakpoint and below (SPEC §9: 768 px) for touch play. */
export function TouchControls({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-2 min-[769px]:hidden">
      {children}
    </div>
  );
}
