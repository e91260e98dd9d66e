import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useAuditLog } from '../api/list-audit-log';
import { AdminList } from '../../../components/admin/admin-list';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';
import { AuditLogCard } from './audit-log-cards';
import { AUDIT_LOG_TABLE } from './audit-log-table';
import { FilterSelect } from '../../../components/filter-select';
import { usePagedOffset } from '../../../components/admin/use-paged-offset';

/** Entries per page. */
const PAGE_SIZE = 25;
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) }));

/**
 * The Audit Log tab (SPEC §4: creation, activation, suspension and the other admin and moderator changes publish
 * domain events): newest first, filterable by action, paged.
 */
export function AuditLogTab() {
  const [action, setAction] = useState<(typeof AUDIT_ACTIONS)[number] | ''>('');
  const [offset, setOffset] = usePagedOffset(action);
  const log = useAuditLog({ action, limit: PAGE_SIZE, offset });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect
          className="sm:w-44"
          id="admin-audit-action"
          label="Action"
          allLabel="All actions"
          value={action}
          options={ACTION_OPTIONS}
          onChange={setAction}
        />
        <p className="text-sm text-muted sm:pb-3">Every admin and moderator action, newest first.</p>
      </div>
      <AdminList
        source={{ list: log, paging: { offset, limit: PAGE_SIZE, setOffset }, filtered: Boolean(action) }}
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
