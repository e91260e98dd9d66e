import { Dialog } from '../../../components/dialog';
import { ErrorState, LoadingState } from '../../../components/states';
import { useAdminMailMessage } from '../api/list-admin-mail';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { MailStatusBadge } from './status-badges';

/** The first web address of a message's text (its link). */
function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
}

/**
 * One outgoing message (without SMTP the Mail tab is how an admin passes a member their link):
 * recipient, status and times, the plain text as sent, and its link to open or copy.
 */
export function MailMessageDialog({ id, onOpenChange }: { id: number | null; onOpenChange: (open: boolean) => void }) {
  const message = useAdminMailMessage(id);
  const m = message.data;
  const link = m ? firstLink(m.text) : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={onOpenChange} title={m?.subject ?? 'Message'} description={m ? `To ${m.to}` : undefined} size="lg">
      {message.isPending ? (
        <LoadingState message="Loading the message..." />
      ) : message.isError ? (
        <ErrorState title="Failed to load the message" message={message.error.message} onRetry={() => void message.refetch()} />
      ) : m ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-muted">Status</dt>
            <dd>
              <MailStatusBadge status={m.status} />
              {m.last_error ? <span className="ml-2 text-muted">{m.last_error}</span> : null}
            </dd>
            <dt className="font-semibold text-muted">Queued</dt>
            <dd>
              <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
            </dd>
            <dt className="font-semibold text-muted">Sent</dt>
            <dd>{m.sent_at ? <time dateTime={m.sent_at}>{formatDateTime(m.sent_at)}</time> : 'Not yet'}</dd>
            <dt className="font-semibold text-muted">Attempts</dt>
            <dd>{m.attempts}</dd>
          </dl>
          {link ? (
            <p className="text-sm">
              <span className="font-semibold">Link: </span>
              <a href={link} className="break-all font-mono text-accent-text underline underline-offset-4" target="_blank" rel="noreferrer">
                {link}
              </a>
            </p>
          ) : null}
          <pre
            className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-xl border border-line bg-surface-2 p-4 font-mono text-xs text-fg"
            tabIndex={0}
            aria-label="Message text"
          >
            {m.text}
          </pre>
        </div>
      ) : null}
    </Dialog>
  );
}
