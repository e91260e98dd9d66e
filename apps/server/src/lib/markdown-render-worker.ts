import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { markdownExcerpt } from './markdown-excerpt.ts';
import { renderMarkdown } from './markdown.ts';
import type { MarkdownAnswer, MarkdownJob } from './markdown-off-thread.ts';

/*
 * A markdown renderer thread of ./markdown-off-thread.ts: renders one job at a time, synchronously, at a lower
 * scheduling priority than the event loop (as the password hashers of platform/password.ts do), so the loop
 * preempts it whenever both want the same core. Built as its own file (apps/server/build.mjs) next to main.js.
 */

try {
  // Linux: the thread's own id, to lower this thread alone; elsewhere the priority stays as it is.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(tid, (workerData as { nice: number }).nice);
} catch {
  // No /proc/thread-self, or not allowed: run at the normal priority.
}

parentPort?.on('message', (job: MarkdownJob) => {
  let answer: MarkdownAnswer;
  try {
    answer = { ok: true, value: job.op === 'html' ? renderMarkdown(job.source) : markdownExcerpt(job.source, job.maxChars) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
