import { CircleCheck } from 'lucide-react';

/**
 * A success notice of the account pages (sent a link, password reset, address verified), announced politely
 * (role="status"), in the success colours of the theme.
 */
export function FormNotice({ message }: { message: string }) {
  return (
    <p role="status" className="flex items-start gap-2.5 rounded-xl border border-success/40 bg-success-soft px-4 py-3 text-sm font-semibold text-success">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
