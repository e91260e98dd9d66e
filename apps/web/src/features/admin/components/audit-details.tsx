import type { AuditEntry } from '../api/admin-types';
import { auditChanges } from './audit-text';

/** The details of an audit entry (SPEC §4 domain events) as readable lines ('Name: Ann → Anna', 'Points: +25 (reason)'). */
export function AuditDetails({ entry }: { entry: Pick<AuditEntry, 'action' | 'details'> }) {
  const lines = auditChanges(entry);
  if (lines.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="flex max-w-[24rem] flex-col gap-0.5 text-xs">
      {lines.map((line, i) => (
        <li key={i} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
