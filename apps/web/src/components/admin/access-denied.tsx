import { ShieldAlert } from 'lucide-react';

/** What everyone but an admin sees on /admin (SPEC §2 Admin panel). */
export const ACCESS_DENIED = 'Access Denied: You do not have permission to access the admin panel.';

/** The access-denied panel (SPEC §2 Admin panel: shown only when the current role is admin). */
export function AccessDenied() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-danger/40 bg-danger-soft p-10 text-center"
    >
      <ShieldAlert className="size-10 text-danger" aria-hidden="true" />
      <p className="text-lg font-semibold text-danger">{ACCESS_DENIED}</p>
    </div>
  );
}
