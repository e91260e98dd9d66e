import type { Db } from '../../db/db.ts';
import { escapeHtml } from '../../platform/mail/account-emails.ts';
import { enqueueMail } from '../../platform/mail/outgoing-mail.ts';

/*
 * The mail both participants get when a session is booked, cancelled or rescheduled (docs/requirements.md §2
 * Mentorship), queued in the transaction of the change, unless a participant turned 'mentorship_session' off; the
 * time is in each reader's zone. The mail layer sends no attachments, so it links to the
 * session's iCalendar file instead: My Sessions downloads it for the signed-in participant
 * (`GET /api/mentorship/sessions/{id}/calendar.ics`).
 */

/** What happened to the session. */
export type SessionChange = 'booked' | 'cancelled' | 'rescheduled';

const SUBJECTS: Record<SessionChange, string> = {
  booked: 'Mentorship session booked',
  cancelled: 'Mentorship session cancelled',
  rescheduled: 'Mentorship session rescheduled',
};

/** One participant to mail: their id, the session's time in their zone, and the other participant's name. */
export interface SessionMailRecipient {
  userId: number;
  /** The session's time as text, in this participant's zone. */
  when: string;
  withWhom: string;
}

/**
 * Queues the mail of a session change to each recipient whose account is not deleted. The caller passes only the
 * participants who want the news (their 'mentorship_session' preference is not 'off': the ones `notify` notified).
 * @param trx the change's transaction
 * @param input the recipients (each with the time in their zone), the change, the agenda and the site's address
 * @param now the change's time
 */
export async function mailSessionChange(
  trx: Db,
  input: { recipients: readonly SessionMailRecipient[]; change: SessionChange; agenda: string; publicUrl: string },
  now: Date,
): Promise<void> {
  if (input.recipients.length === 0) return;
  const members = await trx
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(
      'id',
      'in',
      input.recipients.map((r) => r.userId),
    )
    .where('deleted_at', 'is', null)
    .execute();
  const link = `${input.publicUrl}/mentorship?tab=sessions`;
  for (const member of members) {
    const recipient = input.recipients.find((r) => r.userId === member.id)!;
    const lines = [
      input.change === 'cancelled'
        ? `Your mentorship session with ${recipient.withWhom} on ${recipient.when} was cancelled.`
        : `Your mentorship session with ${recipient.withWhom} is on ${recipient.when}.`,
      `Agenda: ${input.agenda}`,
      ...(input.change === 'cancelled' ? [] : ['Add it to your calendar from My Sessions (an .ics file).']),
    ];
    const text = [`Hello ${member.name},`, '', ...lines, '', `My Sessions: ${link}`, '', '— ESDC Hub'].join('\n');
    const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(member.name)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">My Sessions</a></p>
<p>— ESDC Hub</p>
</body></html>`;
    await enqueueMail(trx, { kind: 'mentorship-session', to: member.email, subject: SUBJECTS[input.change], text, html }, now);
  }
}
