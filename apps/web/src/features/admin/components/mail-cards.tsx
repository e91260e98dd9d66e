import type { MailSummary } from '@esdc/core/account-schemas';
import { Button } from '../../../components/button';
import { CardList } from '../../../components/admin/card-list';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { mailKindLabel } from './mail-kind';
import { MailStatusBadge } from './status-badges';

/** The outgoing-mail queue as cards below 768 px. */
export function MailCards({ messages, onOpen }: { messages: MailSummary[]; onOpen: (id: number) => void }) {
  return (
    <CardList label="Outgoing mail" items={messages}>
      {(m) => (
        <>
          <div className="min-w-0">
            <p className="truncate font-semibold">{m.subject}</p>
            <p className="truncate text-sm">{m.to}</p>
            <p className="text-xs text-muted">
              {mailKindLabel(m.kind)} · <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <MailStatusBadge status={m.status} />
            <Button variant="secondary" size="sm" onClick={() => onOpen(m.id)} aria-label={`Open the message to ${m.to}: ${m.subject}`}>
              Open
            </Button>
          </div>
        </>
      )}
    </CardList>
  );
}
