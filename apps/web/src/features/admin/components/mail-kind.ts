import type { MailKind } from '@esdc/core/account-schemas';

const LABELS: Record<MailKind, string> = {
  'password-reset': 'Password reset',
  'email-verification': 'Email verification',
  'notification-digest': 'Notification digest',
  'mentorship-session': 'Mentorship session',
};

/** What a message is about, in words ('Password reset'). */
export function mailKindLabel(kind: MailKind): string {
  return LABELS[kind] ?? kind;
}
