import { isMustRefuse } from './hostile-inputs.ts';
import type { CaseResult, ViolationType } from './fuzz-fixture.ts';

/*
 * Counts what the API fuzz suite saw (FUZZ_REPORT=1): cases tried, answers by class, 5xx, state changes on
 * refusal, envelope problems, slow answers and must-refuse inputs that were accepted, per operation; and the
 * distinct failures (operation, kind of input, status, message) for the engineers fixing them.
 */

/** An answer slower than this (ms) is listed as slow. */
const SLOW_MS = 1000;

interface OperationStats {
  cases: number;
  ok2xx: number;
  refused4xx: number;
  limited429: number;
  server5xx: number;
  stateChanges: number;
  envelope: number;
  slow: number;
  maxMs: number;
  totalMs: number;
  acceptedMustRefuse: number;
}

interface Distinct {
  type: ViolationType | 'slow' | 'accepted-must-refuse';
  operation: string;
  status: number;
  message: string;
  cause?: string;
  count: number;
  callers: Set<string>;
  kinds: Map<string, number>;
  example: string;
  maxMs: number;
  stateDiff?: string[];
}

/** Strips the field from a label ('body.title=nul!' → 'nul!') so failures group by kind of input. */
const kindOnly = (label: string) => label.replace(/^[^=]*=/, '');

/** Collects case results and renders them as Markdown. */
/** The counters of an operation before its first case. */
function emptyStats(): OperationStats {
  return { cases: 0, ok2xx: 0, refused4xx: 0, limited429: 0, server5xx: 0, stateChanges: 0, envelope: 0, slow: 0, maxMs: 0, totalMs: 0, acceptedMustRefuse: 0 };
}

export class FuzzReport {
  private readonly byOperation = new Map<string, OperationStats>();
  private readonly distinct = new Map<string, Distinct>();

  /** Records one case. */
  record(r: CaseResult): void {
    const s = this.byOperation.get(r.operation) ?? emptyStats();
    this.byOperation.set(r.operation, s);
    s.cases += 1;
    if (r.status < 300) s.ok2xx += 1;
    else if (r.status < 500) s.refused4xx += 1;
    else s.server5xx += 1;
    if (r.status === 429) s.limited429 += 1;
    if (r.violations.includes('state-change-on-refusal')) s.stateChanges += 1;
    if (r.violations.includes('envelope')) s.envelope += 1;
    s.maxMs = Math.max(s.maxMs, r.ms);
    s.totalMs += r.ms;
    const mustRefuse = r.kinds.filter(isMustRefuse);
    const types: Distinct['type'][] = [...r.violations];
    if (r.ms > SLOW_MS) {
      s.slow += 1;
      types.push('slow');
    }
    if (r.status < 300 && mustRefuse.length) {
      s.acceptedMustRefuse += 1;
      types.push('accepted-must-refuse');
    }
    for (const type of types) {
      const labels = type === 'accepted-must-refuse' ? mustRefuse : r.kinds;
      // An echoed URL ("'/api/users/xxxx…' is not a valid url component") is shown once per operation.
      const message = type === 'accepted-must-refuse' || type === 'slow' ? '' : r.message.replace(/'\/[^']*(')?/, "'<the url>'");
      const key =
        type === 'accepted-must-refuse'
          ? `${type}|${r.operation}|${labels.map(kindOnly).sort().join(',')}`
          : `${type}|${r.operation}|${r.status}|${message}|${r.cause ?? ''}`;
      const d = this.distinct.get(key) ?? {
        type,
        operation: r.operation,
        status: r.status,
        message,
        cause: r.cause,
        count: 0,
        callers: new Set<string>(),
        kinds: new Map<string, number>(),
        example: r.url,
        maxMs: 0,
        stateDiff: r.stateDiff,
      };
      this.distinct.set(key, d);
      d.count += 1;
      d.callers.add(r.caller);
      d.maxMs = Math.max(d.maxMs, r.ms);
      for (const k of labels.length ? labels : ['(no hostile part)']) d.kinds.set(k, (d.kinds.get(k) ?? 0) + 1);
    }
  }

  /** Totals over every operation. */
  totals(): OperationStats & { operations: number } {
    const total = { operations: this.byOperation.size, ...emptyStats() };
    for (const s of this.byOperation.values()) {
      for (const key of Object.keys(s) as (keyof OperationStats)[]) {
        if (key === 'maxMs') total.maxMs = Math.max(total.maxMs, s.maxMs);
        else total[key] += s[key];
      }
    }
    return total;
  }

  /**
   * Renders the report.
   * @param title e.g. 'SQLite, seed 9, 20 cases per operation and caller'
   */
  toMarkdown(title: string): string {
    const t = this.totals();
    const lines: string[] = [];
    lines.push(`## ${title}`, '');
    lines.push(
      `Operations: ${t.operations}; cases tried: ${t.cases}; 2xx: ${t.ok2xx}; refused (4xx): ${t.refused4xx} (of which 429: ${t.limited429}); ` +
        `**5xx: ${t.server5xx}**; **state changes on refusal: ${t.stateChanges}**; **envelope problems: ${t.envelope}**; ` +
        `answers over ${SLOW_MS} ms: ${t.slow} (slowest ${Math.round(t.maxMs)} ms; ${(t.totalMs / 1000).toFixed(1)} s answering in all); must-refuse inputs accepted (2xx): ${t.acceptedMustRefuse}.`,
      '',
    );
    lines.push(
      '| Operation | cases | 2xx | 4xx | 5xx | state changes | envelope | slow | max ms | total ms | must-refuse accepted |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [op, s] of [...this.byOperation].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `| \`${op}\` | ${s.cases} | ${s.ok2xx} | ${s.refused4xx} | ${s.server5xx} | ${s.stateChanges} | ${s.envelope} | ${s.slow} | ${Math.round(s.maxMs)} | ${Math.round(s.totalMs)} | ${s.acceptedMustRefuse} |`,
      );
    }
    lines.push('');
    const order: Distinct['type'][] = ['5xx', 'state-change-on-refusal', 'envelope', 'slow', 'accepted-must-refuse'];
    for (const type of order) {
      const items = [...this.distinct.values()].filter((d) => d.type === type).sort((a, b) => a.operation.localeCompare(b.operation) || b.count - a.count);
      lines.push(`### Distinct failures: ${type} (${items.length})`, '');
      if (items.length === 0) lines.push('None.', '');
      for (const d of items) {
        const kinds = [...d.kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, n]) => `${k}${n > 1 ? ` ×${n}` : ''}`);
        const what =
          type === 'accepted-must-refuse'
            ? 'accepted (2xx)'
            : type === 'slow'
              ? `max ${Math.round(d.maxMs)} ms, status ${d.status}`
              : `${d.status} "${d.message}"`;
        lines.push(
          `- \`${d.operation}\` — ${what}${d.cause ? ` — cause: ${d.cause}` : ''} — ${d.count} case(s), callers: ${[...d.callers].join(', ')}; inputs: ${kinds.join('; ')}; e.g. \`${d.example}\`${d.stateDiff ? `; changed: ${d.stateDiff.join('; ')}` : ''}`,
        );
      }
      lines.push('');
    }
    return lines.join('\n');
  }
}
