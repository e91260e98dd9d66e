import { auditTargetLabel } from '@esdc/core/audit-labels';
import { Badge } from '../../../components/badge';
import type { AuditEntry } from '../api/admin-types';
import { auditActionLabel, auditActionTone } from './audit-actions';
import { AuditDetails } from './audit-details';
import { auditTarget } from './audit-text';
import { formatDateTime } from '../../../components/admin/format-date-time';

/** An entry of the audit log (SPEC §4 domain events) as a card for narrow screens (390 px): the same facts as the table. */
export function AuditLogCard({ entry: e }: { entry: AuditEntry }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={auditActionTone(e.action)}>{auditActionLabel(e.action)}</Badge>
        <time dateTime={e.created_at} className="text-xs text-muted">
          {formatDateTime(e.created_at)}
        </time>
      </div>
      <p className="text-sm">
        <span className="text-muted">By </span>
        <span className="font-semibold">{e.actor ? (e.actor.username ? `${e.actor.name} (@${e.actor.username})` : e.actor.name) : 'System'}</span>
        <span className="text-muted"> on </span>
        <span className="font-semibold">{auditTarget(e)}</span>
        <span className="text-muted"> ({auditTargetLabel(e.target_type)})</span>
      </p>
      <AuditDetails entry={e} />
    </>
  );
}
