import { Badge } from '../../../components/badge';
import type { AuditEntry } from '../api/admin-types';
import { auditActionLabel, auditActionTone } from './audit-actions';
import { AuditDetails } from './audit-details';
import { auditTarget } from './audit-text';
import { formatDateTime } from './format-date-time';
import { TableScroll, tdClass, thClass } from './table-scroll';


/** The audit log for wider screens (SPEC §4 domain events): time, actor, action, target and details of each recorded change. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableScroll label="Audit log">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">Audit log</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Time</th>
            <th scope="col" className={thClass}>Actor</th>
            <th scope="col" className={thClass}>Action</th>
            <th scope="col" className={thClass}>Target</th>
            <th scope="col" className={thClass}>Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="last:[&>*]:border-b-0 align-top">
              <td className={`${tdClass} whitespace-nowrap align-top`}>
                <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
              </td>
              <td className={`${tdClass} align-top`}>
                {e.actor ? (
                  <>
                    <span className="block font-semibold">{e.actor.name}</span>
                    <span className="block font-mono text-xs text-muted">@{e.actor.username}</span>
                  </>
                ) : (
                  <span className="text-muted">System</span>
                )}
              </td>
              <td className={`${tdClass} align-top`}>
                <Badge tone={auditActionTone(e.action)}>{auditActionLabel(e.action)}</Badge>
              </td>
              <td className={`${tdClass} align-top`}>
                <span className="block font-semibold">{auditTarget(e)}</span>
                <span className="block text-xs capitalize text-muted">{e.target_type}</span>
              </td>
              <td className={`${tdClass} align-top`}>
                <AuditDetails entry={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
