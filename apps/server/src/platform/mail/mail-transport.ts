import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

/** One message as the delivery loop hands it to a transport. */
interface OutgoingMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The little of a logger the transports and the delivery loop use (Fastify's pino logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Where messages go: an SMTP server, or the development outbox. */
export interface MailTransport {
  /** 'smtp' or 'outbox', for logs. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Hands one message over.
   * @throws when it could not (the delivery loop retries later)
   */
  send(message: OutgoingMessage): Promise<void>;
  /** Closes pooled connections. */
  close(): void;
}

/**
 * Sends through an SMTP server with nodemailer (`SMTP_URL`, `MAIL_FROM`).
 * @param url `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start)
 * @param from the sender, e.g. `ESDC Hub <no-reply@club.example>`
 */
export function smtpTransport(url: string, from: string): MailTransport {
  let made: Promise<Transporter> | undefined;
  // nodemailer (some 14 MB of memory) is loaded by the first message, not at start.
  const transport = () => (made ??= import('nodemailer').then((m) => m.default.createTransport(url)));
  return {
    kind: 'smtp',
    async send(message) {
      const transporter = await transport();
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close: () => void made?.then((t) => t.close()),
  };
}

/** The first web address in a text (the message's link), for the log. */
function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
}

/**
 * The development outbox (no `SMTP_URL`): each message is written as an .eml file under `dir` (readable only by the
 * server's user, since it holds a working link) and its link is logged at info level, so a
 * club without SMTP still gets the links. The admin Mail tab lists the same messages from the queue.
 * @param dir usually `<DATA_DIR>/outbox`
 */
export function outboxTransport(dir: string, from: string, log: MailLog): MailTransport {
  let made: Promise<Transporter> | undefined;
  // nodemailer composes the .eml; loaded by the first message, not at start.
  const composer = () => (made ??= import('nodemailer').then((m) => m.default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })));
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await composer()).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${String(message.id).padStart(6, '0')}-${message.kind}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      chmodSync(file, 0o600);
      log.info(
        { mailId: message.id, to: message.to, subject: message.subject, link: firstLink(message.text), file },
        'mail written to the dev outbox (no SMTP_URL)',
      );
    },
    close: () => void made?.then((t) => t.close()),
  };
}
