// Shared helpers for the benchmarks: machine facts, git commit, recording results.
import { execSync } from 'node:child_process';
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
