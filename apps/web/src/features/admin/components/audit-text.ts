import type { AuditEntry } from '../api/admin-types';
import { formatNumber } from '../../../lib/format';

/*
 * The audit log in words (issue #10 §6): who or what an entry is about, by name, and what changed as
 * readable lines ('Name: Ann → Anna', 'Role: user → moderator', 'Points: +25 (reason)') instead of raw JSON
 * and 'user #11'. Pure functions of the entry the server sends (core `AuditEntry`; contract at /api/docs).
 */

/** Field names that read better than their key. */
const FIELD_LABELS: Record<string, string> = {
  github_username: 'GitHub username',
  suspension_reason: 'Suspension reason',
  user_id: 'Owner id',
  solve_count: 'Solves',
  submission_count: 'Submissions',
  via: 'Via',
};

/** 'github_username' → 'GitHub username', 'name' → 'Name'. */
export function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A recorded value as short text: empty → '(none)', numbers grouped, lists joined, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
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
 * Who or what an entry is about: the target's current name; once it is gone, 'deleted user #11', with the
 * name the entry recorded when there is one ('Ann (deleted user #11)').
 */
export function auditTarget(entry: Pick<AuditEntry, 'target_type' | 'target_id' | 'target_name' | 'details'>): string {
  if (entry.target_name) return entry.target_name;
  if (entry.target_id === null) return entry.target_type;
  const gone = `deleted ${entry.target_type} #${entry.target_id}`;
  const recorded = recordedName(entry.details ?? {});
  return recorded ? `${recorded} (${gone})` : gone;
}

/** 'Key: from → to' for a change. */
const changeLine = (key: string, change: { from: unknown; to: unknown }) => `${fieldLabel(key)}: ${valueText(change.from)} → ${valueText(change.to)}`;

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
  if (changes)
    for (const [key, value] of Object.entries(changes)) lines.push(isChange(value) ? changeLine(key, value) : `${fieldLabel(key)}: ${valueText(value)}`);
  for (const [key, value] of Object.entries(d)) {
    if (key === 'changes') continue;
    if (key === 'fields') {
      // Fields already spelled out above are not repeated; the rest (e.g. a new password) say they changed.
      const rest = (Array.isArray(value) ? value : []).filter((f) => typeof f === 'string' && !(changes && f in changes)) as string[];
      if (rest.length)
        lines.push(changes ? rest.map((f) => `${fieldLabel(f)}: changed`).join('; ') : `Changed: ${rest.map((f) => fieldLabel(f).toLowerCase()).join(', ')}`);
      continue;
    }
    lines.push(isChange(value) ? changeLine(key, value) : `${fieldLabel(key)}: ${valueText(value)}`);
  }
  return lines;
}
