/** A detail value as short text: strings as they are, everything else as JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The details of an audit entry (SPEC §4 domain events) as a compact key/value list (e.g. reason, from → to). */
export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="grid max-w-[24rem] grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-muted">{key.replace(/_/g, ' ')}</dt>
          <dd className="break-words font-mono">{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
