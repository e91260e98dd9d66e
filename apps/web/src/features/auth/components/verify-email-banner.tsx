import { MailWarning, X } from 'lucide-react';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The banner of a signed-in member whose email address is not verified yet (Issue 11 §1 Email verification): it says
 * where the link went and offers "Resend" (a toast confirms). It sits at the top of every page, just below the fixed
 * header (its wrapper clears the header and takes the same height back, so the page below moves down by the banner's
 * height only); "Dismiss" calls `onDismiss`.
 */
export default function VerifyEmailBanner({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  return (
    <div className="mx-auto -mb-24 w-full max-w-6xl px-4 pt-24 sm:px-6 md:pl-24">
      <section aria-label="Email verification" className="rounded-2xl border border-warning/40 bg-surface p-4 shadow-[var(--shadow-card)]">
        <div className="flex items-start gap-3">
          <MailWarning className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-bold text-fg">Please verify your email address</p>
              <p className="mt-1 text-sm text-muted">
                We sent a link to <span className="font-semibold text-fg [overflow-wrap:anywhere]">{email}</span>. Open it to confirm the address is yours.
              </p>
            </div>
            <ResendVerificationButton size="sm" className="self-start sm:self-center" />
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="-m-1 rounded-full p-1.5 text-muted transition hover:bg-surface-2 hover:text-fg"
            aria-label="Dismiss the email verification notice"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </section>
    </div>
  );
}
