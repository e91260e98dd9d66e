import { auditTargetLabel } from '@esdc/core/audit-labels';
import { Badge } from '../../../components/badge';
import type { AuditEntry } from '../api/admin-types';
import { auditActionLabel, auditActionTone } from './audit-actions';
import { AuditDetails } from './audit-details';
import { auditTarget } from './audit-text';
import type { AdminTable } from '../../../components/admin/admin-list';
import { formatDateTime } from '../../../components/admin/format-date-time';

/** The audit log for wider screens (SPEC §4 domain events): time, actor, action, target and details of each recorded change. */
export const AUDIT_LOG_TABLE: AdminTable<AuditEntry> = {
  minWidth: 'min-w-[56rem]',
  rowHeader: false,
  rowClassName: 'align-top',
  columns: [
    { header: 'Time', className: 'whitespace-nowrap align-top', cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> },
    {
      header: 'Actor',
      className: 'align-top',
      cell: (e) =>
        e.actor ? (
          <>
            <span className="block font-semibold">{e.actor.name}</span>
            {e.actor.username ? <span className="block font-mono text-xs text-muted">@{e.actor.username}</span> : null}
          </>
        ) : (
          <span className="text-muted">System</span>
        ),
    },
    { header: 'Action', className: 'align-top', cell: (e) => <Badge tone={auditActionTone(e.action)}>{auditActionLabel(e.action)}</Badge> },
    {
      header: 'Target',
      className: 'align-top',
      cell: (e) => (
        <>
          <span className="block font-semibold">{auditTarget(e)}</span>
          <span className="block text-xs text-muted">{auditTargetLabel(e.target_type)}</span>
        </>
      ),
    },
    { header: 'Details', className: 'align-top', cell: (e) => <AuditDetails entry={e} /> },
  ],
};
