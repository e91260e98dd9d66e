import type { MailMessage, MailSummary } from '@esdc/core/account-schemas';
import type { Kysely, Selectable } from 'kysely';
import type { DB, OutgoingMailTable } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

const SUMMARY_COLUMNS = ['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'] as const;

type SummaryRow = Pick<Selectable<OutgoingMailTable>, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}

/**
 * A page of the outgoing-mail queue, newest first (the admin Mail tab; docs/decisions/007-mail-queue.md).
 * @returns the messages (without their bodies) and the total
 */
export async function listMail(db: Kysely<DB>, query: { limit: number; offset: number }): Promise<{ items: MailSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('outgoing_mail')
      .select(SUMMARY_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('outgoing_mail')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSummary), total: Number(count.n) };
}

/**
 * One message with its plain-text body (which holds the link; the dev outbox's way to reach a member).
 * @throws AppError 404 'Message not found'
 */
export async function getMail(db: Kysely<DB>, id: number): Promise<MailMessage> {
  const row = await db
    .selectFrom('outgoing_mail')
    .select([...SUMMARY_COLUMNS, 'text_body'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Message not found');
  return { ...toSummary(row), text: row.text_body };
}
