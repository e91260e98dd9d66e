import { useEffect, type ReactNode } from 'react';
import { PageContainer } from './page-container';

/**
 * A page: a title for the tab, the h1 with its intro and actions, and the content, in the one page column
 * ({@link PageContainer}) below the fixed header, so every page starts its content at the same place.
 * @param title the tab's title (before ' · ESDC Hub')
 * @param heading the h1, if the page has one here
 */
export function Page({
  title,
  heading,
  intro,
  actions,
  children,
}: {
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ESDC Hub`;
  }, [title]);
  return (
    <PageContainer className="pb-16 pt-28">
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
    </PageContainer>
  );
}
