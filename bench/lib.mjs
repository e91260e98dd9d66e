// Shared helpers for the benchmarks: machine facts, git commit, recording results.
import { execFile, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** One line describing the machine the run happened on. */
export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** The current commit (short), with "+dirty" when the tree has changes. */
export function commit() {
  try {
    const sha = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() ? '+dirty' : '';
    return sha + dirty;
  } catch {
    return 'unknown';
  }
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const RESULTS = new URL('./RESULTS.md', import.meta.url);

/** Appends a section to bench/RESULTS.md (newest last). */
export function record(title, markdown) {
  if (!existsSync(RESULTS))
    writeFileSync(RESULTS, '# Benchmark results\n\nEach run appends a section: date, machine, commit, numbers, and whether the targets were met.\n');
  const header = `\n## ${title} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n- Machine: ${machine()}\n- Commit: ${commit()}\n\n`;
  appendFileSync(RESULTS, header + markdown + '\n');
}

/**
 * Runs wrk (Debian package `wrk`) against one URL. Used where autocannon is the bottleneck rather than the server:
 * autocannon decodes every body as text, so a binary (Brotli) body caps it far below the server (measured: the same
 * 7.7 KB from a bare Node server, 34,600 req/s as ASCII text and 10,000 req/s as Brotli bytes; wrk: 16,500 and 14,300).
 * @param url the URL
 * @param opts.connections open connections (default 50); opts.durationS seconds (default 10); opts.headers extra headers
 * Runs asynchronously: a blocked event loop would leave this process's pooled keep-alive connections unread while the
 * server closes them (its 72 s idle timeout), and the next fetch would then pick a closed one.
 * @returns requests per second and latency percentiles in ms ({ rps, p50, p99 })
 * @throws when wrk is not installed (`apt-get install wrk`) or fails
 */
export async function wrk(url, { connections = 50, durationS = 10, headers = {} } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${durationS}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  let out;
  try {
    out = (await promisify(execFile)('wrk', args, { encoding: 'utf8' })).stdout;
  } catch (error) {
    throw new Error(`wrk failed (install it with: apt-get install wrk): ${error.message}`);
  }
  const ms = (label) => {
    const m = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50: ms('50'), p99: ms('99'), non2xx };
}

/**
 * A function adding accounts to a bench's SQLite file: copies of the seed's first member (no GitHub link), with the
 * fields given replacing the copy's.
 * @param {import('better-sqlite3').Database} db the opened database file
 * @returns {(fields: Record<string, unknown>) => number} adds one account; its id
 */
export function memberCopier(db) {
  const template = db.prepare(`select * from users where role = 'user' order by id limit 1`).get();
  const columns = Object.keys(template).filter((c) => c !== 'id');
  const insert = db.prepare(`insert into users (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')}) returning id`);
  const unlinked = Object.fromEntries(columns.filter((c) => c.startsWith('github')).map((c) => [c, null]));
  return (fields) => insert.get({ ...template, ...unlinked, ...fields }).id;
}

/**
 * One JSON API request for the load and fault benches; never throws.
 * @param {string} base the site's address
 * @param {string} method
 * @param {string} path
 * @param {string} [token] sent as a bearer token
 * @param {unknown} [body] sent as JSON
 * @returns {Promise<{ status: number, json: any, text: string, retryAfter: string | null, ms: number, at: number }>}
 *   status 0 when nothing answered (refused, reset, or no answer within 15 s); json null when the body is not JSON
 *   (an nginx error page, a rendered page); ms the request's time; at when it ended (ms since the epoch)
 */
export async function apiRequest(base, method, path, token, body) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: res.status, json, text, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started, at: Date.now() };
  } catch (error) {
    return { status: 0, json: null, text: String(error), retryAfter: null, ms: performance.now() - started, at: Date.now() };
  }
}
