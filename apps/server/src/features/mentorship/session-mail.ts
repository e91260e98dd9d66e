import type { Db } from '../../db/db.ts';
import { escapeHtml } from '../../platform/mail/account-emails.ts';
import { enqueueMail } from '../../platform/mail/outgoing-mail.ts';

/*
 * The mail both participants get when a session is booked, cancelled or rescheduled (docs/requirements.md §2
 * Mentorship), queued in the transaction of the change. The mail layer sends no attachments, so it links to the
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

/**
 * Queues the mail of a session change to each participant whose account is not deleted.
 * @param trx the change's transaction
 * @param input the participants' ids, the change, the session's time as text, the agenda and the site's address
 * @param now the change's time
 */
export async function mailSessionChange(
  trx: Db,
  input: { userIds: (number | null)[]; change: SessionChange; when: string; withWhom: Map<number, string>; agenda: string; publicUrl: string },
  now: Date,
): Promise<void> {
  const ids = input.userIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const members = await trx.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  const link = `${input.publicUrl}/mentorship?tab=sessions`;
  for (const member of members) {
    const other = input.withWhom.get(member.id) ?? 'a former member';
    const lines = [
      input.change === 'cancelled'
        ? `Your mentorship session with ${other} on ${input.when} was cancelled.`
        : `Your mentorship session with ${other} is on ${input.when}.`,
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
