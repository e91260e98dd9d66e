import type { ReactNode } from 'react';

/**
 * The one column every page's content sits in (DESIGN Look and feel: content never sits under the dock): as wide as
 * the header (`max-w-6xl`), 16 px from the screen's edges on a phone, clear of the 68 px side dock from 769 px on
 * (`md:pl-24`), and from 1280 px on, where the centred column already starts right of the dock, with the same 24 px
 * on both sides. Used by `Page`, the landing sections, the footer and the email-verification banner, so content starts
 * at the same place everywhere.
 * @param className the container's vertical spacing (and any layout of its own, e.g. `grid`)
 * @param children the content
 */
export function PageContainer({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 md:pl-24 xl:pl-6 ${className}`}>{children}</div>;
}
