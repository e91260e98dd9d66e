import { AUDIT_MONEY_FIELDS, auditFieldLabel, auditTargetLabel } from '@esdc/core/audit-labels';
import { formatMoney } from '@esdc/core/shop';
import type { AuditEntry } from '../api/admin-types';
import { formatNumber } from '../../../lib/format';

/*
 * The audit log in words (SPEC §4 domain events): who or what an entry is about, by name, and what changed as
 * readable lines ('Name: Ann → Anna', 'Role: user → moderator', 'Points: +25 (reason)') instead of raw JSON
 * and 'user #11'. Pure functions of the entry the server sends (core `AuditEntry`; contract at /api/docs).
 */

/**
 * A recorded value as short text: empty → '(none)', money fields as money ('$9.50'), numbers grouped, lists
 * joined, anything else as JSON.
 * @param key the field it was recorded under, when known
 */
function valueText(value: unknown, key?: string): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  const currency = key !== undefined && Object.hasOwn(AUDIT_MONEY_FIELDS, key) ? AUDIT_MONEY_FIELDS[key] : undefined;
  if (typeof value === 'number') return currency ? formatMoney(value, currency) : formatNumber(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((v) => valueText(v, key)).join(', ');
  return JSON.stringify(value);
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } => !!v && typeof v === 'object' && !Array.isArray(v) && 'from' in v && 'to' in v;

/** What the details record as the target's name (a deleted member's name, a project's or challenge's title). */
function recordedName(details: Record<string, unknown>): string | null {
  for (const key of ['name', 'title', 'username']) {
    const v = details[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  const changes = details.changes;
  const name = changes && typeof changes === 'object' ? (changes as Record<string, unknown>).name : undefined;
  if (isChange(name) && typeof name.to === 'string' && name.to.trim()) return name.to;
  return null;
}

/**
 * Who or what an entry is about: the target's current name; once it is gone, 'deleted course #9' in words, with the
 * name the server or the entry recorded when there is one ('Ann (deleted user #11)'); without a single target,
 * what the entry recorded or the kind of target ('Club').
 */
export function auditTarget(entry: Pick<AuditEntry, 'target_type' | 'target_id' | 'target_name' | 'target_exists' | 'details'>): string {
  if (entry.target_name && entry.target_exists) return entry.target_name;
  const recorded = recordedName(entry.details ?? {});
  if (entry.target_id === null) return recorded ?? auditTargetLabel(entry.target_type);
  const gone = `deleted ${auditTargetLabel(entry.target_type).toLowerCase()} #${entry.target_id}`;
  const name = entry.target_name ?? recorded;
  return name ? `${name} (${gone})` : gone;
}

/** 'Key: from → to' for a change. */
const changeLine = (key: string, change: { from: unknown; to: unknown }) =>
  `${auditFieldLabel(key)}: ${valueText(change.from, key)} → ${valueText(change.to, key)}`;

/** 'Key: value' for a recorded value. */
const valueLine = (key: string, value: unknown) => `${auditFieldLabel(key)}: ${valueText(value, key)}`;

/**
 * The changes of an entry as readable lines, by action: a role or status change 'Role: user → moderator',
 * a points adjustment 'Points: +25 (reason)' and the balance, an update each changed field ('Name: Ann → Anna',
 * 'Password: changed'), anything else 'Key: value'.
 */
export function auditChanges(entry: Pick<AuditEntry, 'action' | 'details'>): string[] {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'user.role_changed':
      return [changeLine('role', { from: d.from, to: d.to })];
    case 'user.activated':
      return [changeLine('status', { from: d.from, to: 'active' })];
    case 'user.deactivated':
      return [changeLine('status', { from: d.from, to: 'inactive' })];
    case 'event.status_changed':
      return [changeLine('status', { from: d.from, to: d.to }), ...(d.reason ? [`Reason: ${valueText(d.reason)}`] : [])];
    case 'user.suspended':
      return [changeLine('status', { from: d.from, to: 'suspended' }), ...(d.reason ? [`Reason: ${valueText(d.reason)}`] : [])];
    case 'user.points_adjusted': {
      const delta = typeof d.delta === 'number' ? d.delta : (d.operation === 'subtract' ? -1 : 1) * Number(d.amount ?? 0);
      const signed = `${delta >= 0 ? '+' : '-'}${formatNumber(Math.abs(delta))}`;
      const lines = [`Points: ${signed}${d.reason ? ` (${valueText(d.reason)})` : ''}`];
      if (d.from !== undefined && d.to !== undefined) lines.push(`Balance: ${valueText(d.from)} → ${valueText(d.to)}`);
      return lines;
    }
    default:
      break;
  }
  const lines: string[] = [];
  const changes = d.changes && typeof d.changes === 'object' && !Array.isArray(d.changes) ? (d.changes as Record<string, unknown>) : null;
  if (changes) for (const [key, value] of Object.entries(changes)) lines.push(isChange(value) ? changeLine(key, value) : valueLine(key, value));
  for (const [key, value] of Object.entries(d)) {
    if (key === 'changes') continue;
    if (key === 'fields' || key === 'changed') {
      // Fields already spelled out above are not repeated; the rest (e.g. a new password) say they changed.
      const rest = (Array.isArray(value) ? value : []).filter((f) => typeof f === 'string' && !(changes && f in changes)) as string[];
      if (rest.length)
        lines.push(
          changes ? rest.map((f) => `${auditFieldLabel(f)}: changed`).join('; ') : `Changed: ${rest.map((f) => auditFieldLabel(f).toLowerCase()).join(', ')}`,
        );
      continue;
    }
    lines.push(isChange(value) ? changeLine(key, value) : valueLine(key, value));
  }
  return lines;
}
