import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { markdownExcerpt } from './markdown-excerpt.ts';
import { renderMarkdown } from './markdown.ts';

/*
 * Markdown rendered off the event loop (SPEC §7 Server behaviour: GET /api/health keeps answering while hostile
 * requests are in flight). markdown-it's time is linear in the source and a source is at most
 * MARKDOWN_SOURCE_MAX characters, yet a worst-case text of that length still takes tens of milliseconds, and ten at
 * once would hold the event loop for the sum. So a text longer than {@link INLINE_MAX} is rendered by a small
 * pool of renderer threads (./markdown-render-worker.ts), as platform/password.ts does for password hashes, and
 * the event loop only waits for the answer. docs/decisions/020-markdown-renderer.md.
 */

/** A job for a renderer thread. */
export type MarkdownJob = { op: 'html'; source: string } | { op: 'excerpt'; source: string; maxChars: number };
/** A renderer thread's answer to one job. */
export type MarkdownAnswer = { ok: true; value: string } | { ok: false; message: string };

/**
 * Texts up to this many characters are rendered on the event loop: even the worst such text renders in about a
 * millisecond, less than handing it to a thread and back.
 */
export const INLINE_MAX = 1_000;

/** At most one renderer per core, and a few at most: each is an isolate of ~10 MB. */
const slots = Math.min(4, Math.max(1, availableParallelism()));

/** The renderers' scheduling priority (Linux nice; 0 is the event loop's), as for the password hashers. */
const RENDERER_NICE = 10;

/**
 * The renderer's entry: the bundled `markdown-render-worker.js` beside `main.js` in a build, the TypeScript source
 * when the server runs from source (tsx, the tests), which the thread then loads through tsx's loader.
 */
const ENTRY = new URL(import.meta.url.endsWith('.ts') ? './markdown-render-worker.ts' : './markdown-render-worker.js', import.meta.url);
const FROM_SOURCE = ENTRY.pathname.endsWith('.ts');
const SOURCE_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

interface Pending {
  job: MarkdownJob;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}
interface Renderer {
  worker: Worker;
  current: Pending | null;
  alive: boolean;
}

const idle: Renderer[] = [];
/** FIFO: a finishing renderer takes the longest waiter. */
const waiting: Pending[] = [];
let renderers = 0;

function startRenderer(): Renderer {
  const worker = FROM_SOURCE
    ? new Worker(SOURCE_BOOTSTRAP, { eval: true, workerData: { nice: RENDERER_NICE, entry: ENTRY.href, tsx: import.meta.resolve('tsx/esm/api') } })
    : new Worker(ENTRY, { workerData: { nice: RENDERER_NICE } });
  const renderer: Renderer = { worker, current: null, alive: true };
  renderers++;
  worker.on('message', (answer: MarkdownAnswer) => {
    const done = renderer.current;
    renderer.current = null;
    if (answer.ok) done?.resolve(answer.value);
    else done?.reject(new Error(answer.message));
    dispatch(renderer);
  });
  worker.on('error', (error) => stopRenderer(renderer, error));
  worker.on('exit', (code) => stopRenderer(renderer, new Error(`markdown renderer exited with code ${code}`)));
  return renderer;
}

/** A renderer that died fails its job; a waiting job gets a new renderer. */
function stopRenderer(renderer: Renderer, error: Error): void {
  if (!renderer.alive) return;
  renderer.alive = false;
  renderers--;
  const at = idle.indexOf(renderer);
  if (at >= 0) idle.splice(at, 1);
  const lost = renderer.current;
  renderer.current = null;
  lost?.reject(error);
  void renderer.worker.terminate();
  const next = waiting.shift();
  if (next) dispatch(startRenderer(), next);
}

/** Gives `renderer` the next job (or `job`), or parks it; a parked renderer does not keep the process alive. */
function dispatch(renderer: Renderer, job: Pending | undefined = waiting.shift()): void {
  if (!job) {
    renderer.worker.unref();
    idle.push(renderer);
    return;
  }
  renderer.current = job;
  renderer.worker.ref();
  renderer.worker.postMessage(job.job);
}

/** Runs `job` on a free renderer, starting one if fewer than {@link slots} exist, else queues it. */
function run(job: MarkdownJob): Promise<string> {
  return new Promise((resolve, reject) => {
    const pending: Pending = { job, resolve, reject };
    const renderer = idle.pop() ?? (renderers < slots ? startRenderer() : undefined);
    if (renderer) dispatch(renderer, pending);
    else waiting.push(pending);
  });
}

/**
 * Renders markdown to sanitised HTML ({@link renderMarkdown}) without holding the event loop: on a renderer thread
 * when the text is longer than {@link INLINE_MAX} characters.
 * @param source the markdown, at most MARKDOWN_SOURCE_MAX (./markdown.ts) characters
 * @returns HTML safe to insert into a page
 * @throws Error when the source is over MARKDOWN_SOURCE_MAX or the renderer thread failed
 */
export async function renderMarkdownOffThread(source: string): Promise<string> {
  return source.length <= INLINE_MAX ? renderMarkdown(source) : run({ op: 'html', source });
}

/**
 * The plain-text excerpt of a markdown text ({@link markdownExcerpt}) without holding the event loop: on a renderer
 * thread when the text is longer than {@link INLINE_MAX} characters.
 * @param source the markdown, at most MARKDOWN_SOURCE_MAX (./markdown.ts) characters
 * @param maxChars longest excerpt, in characters (an ellipsis is added when cut)
 * @throws Error when the source is over MARKDOWN_SOURCE_MAX or the renderer thread failed
 */
export async function markdownExcerptOffThread(source: string, maxChars: number): Promise<string> {
  return source.length <= INLINE_MAX ? markdownExcerpt(source, maxChars) : run({ op: 'excerpt', source, maxChars });
}
