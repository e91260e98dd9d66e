// npm run bench:chat — the chatroom's live delivery (docs/chat-socket.md): CLIENTS members each hold a WebSocket
// joined to one room; a member posts a message through POST /api/chat/rooms/{id}/messages; measured is the time from
// sending the POST to each socket's receipt of the `message` frame (p50, p99, max over every socket and round).
// 1. SQLite, one instance (the in-process bus), with the server's memory per connected socket (RSS with the sockets
//    connected minus RSS before, ÷ sockets).
// 2. PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL set), two instances on one database: the sockets on
//    instance B, the posts on instance A (LISTEN/NOTIFY between them).
// Each server runs in its own process (./server.mjs through tsx). Results are appended to bench/RESULTS.md
// (BENCH_NO_RECORD=1: printed only). Not part of npm test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { record, rssMb } from '../lib.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});

/** Starts one server process; resolves with its first line (JSON). */
async function startServer(args) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/chat/server.mjs', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const info = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  return { ...info, child };
}

async function stopServer(server) {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}

/** Opens a socket, authenticates and joins the room; resolves once its presence frame arrived. */
function openSocket(url, token, roomId, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/chat/socket`);
    let joined = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'join', room_id: roomId }));
      else if (frame.type === 'presence' && !joined) {
        joined = true;
        resolve(socket);
      } else if (frame.type === 'message') onMessage(frame.message);
      else if (frame.type === 'error') reject(new Error(frame.message));
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const f = (ms) => `${ms.toFixed(0)} ms`;

/** Connects CLIENTS sockets to `socketUrl`, then posts ROUNDS messages (plus a warm-up) through `postUrl`. */
async function measure({ socketUrl, postUrl, tokens, roomId, pid }) {
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = pid ? rssMb(pid) : undefined;
  let round = null;
  const sockets = [];
  const t0 = performance.now();
  for (let i = 0; i < CLIENTS; i += 50) {
    sockets.push(
      ...(await Promise.all(
        tokens.slice(i, Math.min(i + 50, CLIENTS)).map((token) =>
          openSocket(socketUrl, token, roomId, (message) => {
            if (round && message.text === round.text) {
              round.latencies.push(performance.now() - round.sentAt);
              if (round.latencies.length === CLIENTS) round.done();
            }
          }),
        ),
      )),
    );
  }
  const connectMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 2000));
  const rssConnected = pid ? rssMb(pid) : undefined;
  const all = [];
  let warmup;
  for (let r = 0; r <= ROUNDS; r++) {
    const text = `Bench message ${r} ${Date.now()}`;
    const latencies = [];
    const finished = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`round ${r}: ${latencies.length}/${CLIENTS} received after 30 s`)), 30_000);
      round = { text, latencies, sentAt: performance.now(), done: () => (clearTimeout(timer), resolve()) };
    });
    // A different sender each round: the per-member limit is 20 a minute.
    const res = await fetch(`${postUrl}/api/chat/rooms/${roomId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[CLIENTS + r]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (res.status !== 201) throw new Error(`post answered ${res.status}: ${await res.text()}`);
    await finished;
    const sorted = [...latencies].sort((a, b) => a - b);
    if (r === 0) warmup = percentile(sorted, 99);
    else all.push(...latencies);
    await new Promise((r2) => setTimeout(r2, 300));
  }
  for (const s of sockets) s.terminate();
  const sorted = all.sort((a, b) => a - b);
  return { connectMs, rssBefore, rssConnected, warmup, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

const members = String(CLIENTS + ROUNDS + 1);
const lines = ['| measure | value |', '|---|---|'];

const sqliteDir = mkdtempSync(join(tmpdir(), 'esdc-bench-chat-'));
const one = await startServer([sqliteDir, members]);
const single = await measure({ socketUrl: one.url, postUrl: one.url, tokens: one.tokens, roomId: one.roomId, pid: one.pid });
await stopServer(one);
rmSync(sqliteDir, { recursive: true, force: true });
lines.push(
  `| SQLite, one instance: POST → ${CLIENTS} joined sockets, every receipt of ${ROUNDS} rounds | p50 ${f(single.p50)}, p99 ${f(single.p99)}, max ${f(single.max)} (warm-up p99 ${f(single.warmup)}, not counted) |`,
  `| server RSS: before / ${CLIENTS} sockets joined | ${single.rssBefore.toFixed(0)} / ${single.rssConnected.toFixed(0)} MB |`,
  `| memory per connected socket (RSS delta ÷ sockets) | ${(((single.rssConnected - single.rssBefore) * 1024) / CLIENTS).toFixed(1)} KB |`,
  `| connecting, authenticating and joining ${CLIENTS} sockets (50 at a time) | ${f(single.connectMs)} |`,
);

if (PG_URL) {
  const schema = `bench_chat_${process.pid}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'esdc-bench-chat-pg-'));
  const a = await startServer([pgDir, members, PG_URL, schema, 'primary']);
  const b = await startServer([pgDir, '0', PG_URL, schema, 'secondary']);
  const two = await measure({ socketUrl: b.url, postUrl: a.url, tokens: a.tokens, roomId: a.roomId, pid: b.pid });
  await stopServer(b);
  await stopServer(a);
  rmSync(pgDir, { recursive: true, force: true });
  lines.push(
    `| PostgreSQL, two instances: POST on A → ${CLIENTS} sockets on B, every receipt of ${ROUNDS} rounds | p50 ${f(two.p50)}, p99 ${f(two.p99)}, max ${f(two.max)} (warm-up p99 ${f(two.warmup)}, not counted) |`,
    `| instance B's memory per connected socket | ${(((two.rssConnected - two.rssBefore) * 1024) / CLIENTS).toFixed(1)} KB |`,
  );
} else lines.push('| PostgreSQL, two instances | not run (set BENCH_DATABASE_URL or TEST_DATABASE_URL) |');

const load = os.loadavg()[0].toFixed(1);
const markdown = `Clients in the benchmark process over loopback; load average at the end ${load} on ${os.cpus().length} cores.\n\n${lines.join('\n')}`;
console.log(markdown);
if (!process.env.BENCH_NO_RECORD) record('bench:chat (chat socket delivery)', markdown);
