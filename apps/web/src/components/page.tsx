import { useEffect, type ReactNode } from 'react';

/**
 * A page's main container: a title for the tab, the h1, and consistent spacing clear of the header and dock.
 * Content never reaches past the header's edges (issue #10 §6: at 1280 px wide pages were 40 px wider than the
 * header): both are `max-w-6xl`; a `wide` page gains width on the left instead, where from 1280 px on the box already
 * starts clear of the 68 px dock.
 */
export function Page({
  title,
  heading,
  intro,
  actions,
  children,
  wide = false,
}: {
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} · ESDC Hub`;
  }, [title]);
  return (
    <div className={`mx-auto w-full max-w-6xl px-4 pb-16 pt-28 sm:px-6 md:pl-24 ${wide ? 'xl:pl-6' : ''}`}>
      {heading !== undefined || actions ? (
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            {heading !== undefined ? <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1> : null}
            {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
