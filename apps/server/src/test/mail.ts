import type { Kysely } from 'kysely';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DB } from '../db/schema.ts';

/** One message as the test SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body as sent). */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (to read links and subjects). */
  decoded: string;
}

/** A real SMTP server on a free local port (smtp-server), recording what arrives. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `n` messages at RCPT TO with a temporary error (451). */
  failNext(n: number): void;
  /** Resolves when at least `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Undoes quoted-printable encoding (soft line breaks, `=XX`), enough to read a message's text. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Starts a real SMTP server for a test (no TLS, no authentication), so mail goes through nodemailer and the
 * network exactly as in production.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n) => {
      failures = n;
    },
    waitFor: async (count, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The token of the newest queued message of a kind to an address, read from its link (what the member clicks).
 * @throws when there is no such message
 */
export async function latestLinkToken(db: Kysely<DB>, to: string, kind: 'password-reset' | 'email-verification'): Promise<string> {
  const row = await db
    .selectFrom('outgoing_mail')
    .select('text_body')
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const token = row && /token=([A-Za-z0-9_-]+)/.exec(row.text_body)?.[1];
  if (!token) throw new Error(`no ${kind} message to ${to}`);
  return token;
}
