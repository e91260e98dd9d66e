import type { MailSummary } from '@esdc/core/account-schemas';
import { Button } from '../../../components/button';
import type { AdminTable } from '../../../components/admin/admin-list';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { mailKindLabel } from './mail-kind';
import { MailStatusBadge } from './status-badges';

/**
 * The outgoing-mail queue for wider screens: time, recipient, subject, status, and Open.
 * @param onOpen opens a message
 * @returns the table's columns and width
 */
export function mailTable(onOpen: (id: number) => void): AdminTable<MailSummary> {
  return {
    minWidth: 'min-w-[48rem]',
    rowHeader: false,
    columns: [
      { header: 'Queued', className: 'whitespace-nowrap', cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time> },
      { header: 'To', cell: (m) => <span className="block max-w-[16rem] truncate">{m.to}</span> },
      {
        header: 'Subject',
        cell: (m) => (
          <>
            <span className="block max-w-[20rem] truncate font-semibold">{m.subject}</span>
            <span className="block text-xs text-muted">{mailKindLabel(m.kind)}</span>
          </>
        ),
      },
      {
        header: 'Status',
        cell: (m) => (
          <>
            <MailStatusBadge status={m.status} />
            {m.last_error ? (
              <span className="mt-1 block max-w-[12rem] truncate text-xs text-muted" title={m.last_error}>
                {m.last_error}
              </span>
            ) : null}
          </>
        ),
      },
      {
        header: 'Actions',
        alignRight: true,
        cell: (m) => (
          <Button variant="secondary" size="sm" onClick={() => onOpen(m.id)} aria-label={`Open the message to ${m.to}: ${m.subject}`}>
            Open
          </Button>
        ),
      },
    ],
  };
}
