import { paths } from '@esdc/core/routes';
import { Lock } from 'lucide-react';
import { Page } from './page';
import { ButtonLink } from './button-link';

/**
 * A members-only page seen signed out (SPEC §2 My Profile 'Authentication Required', Rich profile/dashboard
 * 'Login Required'): a lock, the heading, one line and a link to /login that comes back here after signing in.
 * @param title the page's title; `heading` and `text` the message; `linkLabel` the login link's text
 * @param from the page to return to after signing in
 */
export function SignInRequired({ title, heading, text, linkLabel, from }: { title: string; heading: string; text: string; linkLabel: string; from: string }) {
  return (
    <Page title={title}>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-10 text-center shadow-[var(--shadow-card)]">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="text-muted">{text}</p>
        <ButtonLink to={paths.login} state={{ from }}>
          {linkLabel}
        </ButtonLink>
      </div>
    </Page>
  );
}
