import type { MailSummary } from '@esdc/core/account-schemas';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { mailKindLabel } from './mail-kind';
import { MailStatusBadge } from './status-badges';

/** A message of the outgoing-mail queue as a card below 768 px; `onOpen` opens it. */
export function MailCard({ message: m, onOpen }: { message: MailSummary; onOpen: (id: number) => void }) {
  return (
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
  );
}
