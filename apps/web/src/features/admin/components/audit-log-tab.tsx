import { ScrollText } from 'lucide-react';
import { useAuditLog } from '../api/list-audit-log';
import { AdminList } from '../../../components/admin/admin-list';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';
import { AuditLogCard } from './audit-log-cards';
import { AUDIT_LOG_TABLE } from './audit-log-table';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';

/** Entries per page. */
const PAGE_SIZE = 25;
const ACTION_FILTER = {
  id: 'admin-audit-action',
  label: 'Action',
  allLabel: 'All actions',
  options: AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) })),
};

/**
 * The Audit Log tab (SPEC §4: creation, activation, suspension and the other admin and moderator changes publish
 * domain events): newest first, filterable by action, paged.
 */
export function AuditLogTab() {
  const action = useAdminFilter(ACTION_FILTER);
  const [offset, setOffset] = usePagedOffset(action.value);
  const log = useAuditLog({ action: action.value, limit: PAGE_SIZE, offset });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {action.select}
        <p className="text-sm text-muted sm:pb-3">Every admin and moderator action, newest first.</p>
      </div>
      <AdminList
        source={{ list: log, paging: { offset, limit: PAGE_SIZE, setOffset }, filtered: Boolean(action.value) }}
        what="events"
        called="the audit log"
        none={{
          icon: ScrollText,
          title: 'No events recorded',
          hint: 'No events of this kind yet.',
          otherwise: 'Admin and moderator actions are recorded here.',
        }}
        label="Audit log"
        table={AUDIT_LOG_TABLE}
        card={(e) => <AuditLogCard entry={e} />}
        cardGap="gap-2"
      />
    </div>
  );
}
