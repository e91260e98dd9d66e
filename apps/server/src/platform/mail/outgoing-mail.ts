import type { MailKind } from '@esdc/core/account-schemas';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A message to send: recipient, subject, and the plain-text and HTML bodies. */
export interface MailContent {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a message in `outgoing_mail` (docs/decisions/007-mail-queue.md). Call it inside the transaction that makes
 * what the message tells about (the token it carries): the message exists exactly when that transaction commits, and
 * the delivery loop (mail-delivery.ts) sends it after the commit, with retries, never inside the request.
 * @returns the message's id
 */
export async function enqueueMail(db: Kysely<DB> | Transaction<DB>, mail: MailContent, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('outgoing_mail')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      next_attempt_at: nowIso,
      last_error: null,
      created_at: nowIso,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
