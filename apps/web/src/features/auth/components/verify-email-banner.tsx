import { MailWarning, X } from 'lucide-react';
import { PageContainer } from '../../../components/page-container';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The banner of a signed-in member whose email address is not verified yet: it says
 * where the link went and offers "Resend" (a toast confirms). It sits at the top of every page, just below the fixed
 * header, in the page column (its wrapper clears the header and takes the same height back, so the page below moves
 * down by the banner's height only), stacked above the page (the landing hero starts under it), so its buttons always
 * take the click. On a phone it is one line and its actions (where the link went is read to screen readers only);
 * "Dismiss" calls `onDismiss`.
 */
export default function VerifyEmailBanner({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  return (
    <PageContainer className="-mb-24 pt-24">
      <section
        aria-label="Email verification"
        className="relative z-10 flex items-center gap-3 rounded-2xl border border-warning/40 bg-surface px-3 py-2 shadow-[var(--shadow-card)] sm:p-4"
      >
        <MailWarning className="size-5 shrink-0 text-warning max-sm:hidden" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-fg">Please verify your email address</p>
          <p className="mt-1 text-sm text-muted max-sm:sr-only">
            We sent a link to <span className="font-semibold text-fg [overflow-wrap:anywhere]">{email}</span>. Open it to confirm the address is yours.
          </p>
        </div>
        <ResendVerificationButton size="sm" className="shrink-0" />
        <button
          type="button"
          onClick={onDismiss}
          className="-ml-1 shrink-0 rounded-full p-1.5 text-muted transition hover:bg-surface-2 hover:text-fg"
          aria-label="Dismiss the email verification notice"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </section>
    </PageContainer>
  );
}
