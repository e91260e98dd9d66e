import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from './page';

/**
 * The page of an item that does not exist (SPEC §2: an unknown post, event, course or product id): its icon, the title
 * as the tab's title and the h1, a line on why, and the way back to the list.
 * @param icon the decorative icon (e.g. SearchX)
 * @param title 'Course not found'
 * @param message 'This course may have been removed, or the link is wrong.'
 * @param action the way back (e.g. a ButtonLink to the list)
 */
export function NotFoundPage({ icon: Icon, title, message, action }: { icon: LucideIcon; title: string; message: string; action: ReactNode }) {
  return (
    <Page title={title}>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
        <Icon className="size-10 text-muted" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{message}</p>
        {action}
      </div>
    </Page>
  );
}
