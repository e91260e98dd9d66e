import type { MailStatus } from '@esdc/core/account-schemas';
import { formatStatusLabel } from '@esdc/core/project';
import type { UserRole, UserStatus } from '@esdc/core/user';
import { Badge } from '../../../components/badge';

const ROLE_TONE = { admin: 'accent', moderator: 'warning', user: 'neutral' } as const;
const USER_STATUS_TONE = { active: 'success', suspended: 'danger', pending: 'warning', inactive: 'neutral' } as const;

/** A user's role (SPEC §4 User roles). */
export function RoleBadge({ role }: { role: UserRole }) {
  return <Badge tone={ROLE_TONE[role] ?? 'neutral'}>{formatStatusLabel(role)}</Badge>;
}

/** A user's status; active has its own colour (SPEC §2 Admin panel: user status colours treat active specially). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={USER_STATUS_TONE[status] ?? 'neutral'}>{formatStatusLabel(status)}</Badge>;
}

/** Whether the member confirmed their email address through its link. */
export function EmailVerifiedBadge({ verifiedAt, className = '' }: { verifiedAt: string | null; className?: string }) {
  return verifiedAt ? (
    <Badge tone="success" className={className}>
      Email verified
    </Badge>
  ) : (
    <Badge tone="warning" className={className}>
      Email unverified
    </Badge>
  );
}

const MAIL_STATUS_TONE = { pending: 'warning', sending: 'accent', sent: 'success', failed: 'danger' } as const;

/** An outgoing message's delivery state. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={MAIL_STATUS_TONE[status] ?? 'neutral'}>{formatStatusLabel(status)}</Badge>;
}

/** Marks the signed-in admin's own row. */
export function YouTag() {
  return <span className="rounded-full border border-line px-1.5 text-[11px] font-semibold text-muted">You</span>;
}
