import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { ButtonLink } from './button-link';
import { Spinner } from './spinner';

/** Loading state: a spinner and a visible message. */
export function LoadingState({ message = 'Loading...' }: { message?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-muted">
      <Spinner label={message} />
      <p>{message}</p>
    </div>
  );
}

/** The way on from an empty state: a page of the app, its text, an optional icon and the button's look (default secondary). */
export type StateLink = { to: string; label: string; icon?: LucideIcon; variant?: ButtonVariant };

/**
 * Empty state: title, optional description and action. A refusal, a missing page or an empty list of one's own
 * (SPEC §8 empty states) gives `link`, the page to go on to ('Back to Events'), drawn as a button.
 */
export function EmptyState({
  title,
  description,
  action,
  link,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  link?: StateLink;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center">
      {icon ? (
        <div className="text-muted" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="text-lg font-semibold">{title}</p>
      {description ? <p className="max-w-md text-muted">{description}</p> : null}
      {action}
      {link ? (
        <ButtonLink to={link.to} variant={link.variant ?? 'secondary'} icon={link.icon}>
          {link.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** 'Clear Filters': the action of a filtered list's empty state (SPEC §2 Projects, Challenges, Community Members). */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      Clear Filters
    </Button>
  );
}

/** Error state with 'Try Again'. */
export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-[var(--radius-card)] border border-danger/40 bg-danger-soft px-6 py-12 text-center"
    >
      <p className="text-lg font-semibold text-danger">{title}</p>
      {message ? <p className="max-w-md text-fg">{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Error state of a small panel (a profile or dashboard preview): the message and an underlined 'Try Again' in one
 * short alert line.
 * @param message what failed, as a sentence ('Failed to load your events.')
 */
export function InlineErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {message}{' '}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        Try Again
      </button>
    </p>
  );
}
