import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useAuditLog } from '../api/list-audit-log';
import { ACCESS_DENIED } from './access-denied';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';
import { AuditLogCards } from './audit-log-cards';
import { AuditLogTable } from './audit-log-table';
import { FilterSelect } from './filter-select';
import { Pagination } from './pagination';
import { isForbidden } from './server-message';
import { usePagedOffset } from './use-paged-offset';

/** Entries per page. */
const PAGE_SIZE = 25;
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) }));

/**
 * The Audit Log tab (SPEC §4: creation, activation, suspension and the other admin changes publish domain
 * events): newest first, filterable by action, paged.
 */
export function AuditLogTab() {
  const [action, setAction] = useState<(typeof AUDIT_ACTIONS)[number] | ''>('');
  const [offset, setOffset] = usePagedOffset(action);
  const log = useAuditLog({ action, limit: PAGE_SIZE, offset });
  const page = log.data;

  let body;
  if (log.isPending) body = <LoadingState message="Loading the audit log..." />;
  else if (log.isError && !page)
    body = isForbidden(log.error) ? <ErrorState title={ACCESS_DENIED} /> : <ErrorState title="Failed to load the audit log" message={log.error.message} onRetry={() => void log.refetch()} />;
  else if (!page || page.items.length === 0)
    body = <EmptyState title="No events recorded" description={action ? 'No events of this kind yet.' : 'Admin changes to users and projects are recorded here.'} icon={<ScrollText className="size-10" />} />;
  else
    body = (
      <>
        <div className="md:hidden">
          <AuditLogCards entries={page.items} />
        </div>
        <div className="hidden md:block">
          <AuditLogTable entries={page.items} />
        </div>
        <Pagination what="events" offset={offset} limit={PAGE_SIZE} total={page.total} onOffsetChange={setOffset} />
      </>
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect id="admin-audit-action" label="Action" allLabel="All actions" value={action} options={ACTION_OPTIONS} onChange={setAction} />
        <p className="text-sm text-muted sm:pb-3">Every admin change to users and projects, newest first.</p>
      </div>
      {body}
    </div>
  );
}
