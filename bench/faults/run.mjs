// npm run bench:faults -- <scenario> — the failures docs/requirements.md §7 Operations names, each against built
// instances (scripts/cluster.mjs), each appending its result to bench/RESULTS.md:
//   kill-9            SIGKILL an instance under a write load: three PostgreSQL instances behind nginx, and the one
//                     SQLite instance (started again on its data folder): every acknowledged write is there after.
//   postgres-restart  PostgreSQL stopped for a few seconds and started again under a read/write load through nginx:
//                     no instance dies, requests answer 503 DATABASE_UNAVAILABLE with a clear message meanwhile, the
//                     time until they succeed again, and no 5xx after.
//   redis-down        Redis shut down under load: rate limits hold per instance (before: shared), no 5xx, the
//                     instances log the loss and the return.
//   disk-full         The SQLite instance's data folder on a 16 MB tmpfs filled up: writes answer 507 STORAGE_FULL,
//                     reads keep working; once space is freed writes work, and PRAGMA integrity_check is ok.
//   all               each of them in turn.
// postgres-restart and redis-down stop services others share (PostgreSQL on 127.0.0.1:5432, Redis on 6379): each waits
// while /work/ci-running exists (re-checking every 30 s), keeps the service down a few seconds, and always restores it.
// Needs `npm run build`, nginx, PostgreSQL (TEST_DATABASE_URL) and Redis; disk-full and the PostgreSQL restart need root.
import Database from 'better-sqlite3';
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../../scripts/cluster.mjs';
import { apiRequest as request, record } from '../lib.mjs';

const CI_FLAG = '/work/ci-running';
const HIGH = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits while the lead's test run holds the shared services (CI_FLAG exists), re-checking every 30 s. */
async function waitForQuietServices() {
  while (existsSync(CI_FLAG)) {
    console.log(`${CI_FLAG} exists: waiting 30 s before disturbing PostgreSQL or Redis`);
    await sleep(30_000);
  }
}

async function adminToken(cluster) {
  const res = await request(cluster.url, 'POST', '/api/user/login', undefined, cluster.admin);
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${res.text}`);
  return res.json.data.token;
}

async function register(base, name) {
  const res = await request(base, 'POST', '/api/user/register', undefined, {
    name,
    username: name.toLowerCase().replace(/\W/g, '_').slice(0, 30),
    email: `${name.toLowerCase().replace(/\W/g, '-')}@faults.local`,
    password: 'fault-pass-12345',
    confirmPassword: 'fault-pass-12345',
  });
  if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${res.text}`);
  return res.json.data.token;
}

/** Counts of each status, as "201: 50, 502: 1". */
const byStatus = (answers) => {
  const counts = new Map();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s === 0 ? 'no answer' : s}: ${c}`)
      .join(', ') || '—'
  );
};
const alive = (cluster) => cluster.instances.filter((i) => i.process.exitCode === null && i.process.signalCode === null).length;

/** Writers creating projects until `until()` is true; every write's answer, and the acknowledged ones. */
async function writeLoad(base, token, writers, until, label) {
  const answers = [];
  const acknowledged = [];
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; !until(); i += 1) {
        const title = `${label} ${w}-${i}`;
        const res = await request(base, 'POST', '/api/projects', token, { title, description: 'Written while something fails.', category: 'IoT' });
        answers.push(res);
        if (res.status === 201) acknowledged.push({ id: res.json.data.id, title });
      }
    }),
  );
  return { answers, acknowledged };
}

/** SIGKILL under write load: PostgreSQL ×3 behind nginx, then SQLite ×1 started again on its folder. */
async function kill9() {
  const lines = [];
  let met = true;
  // PostgreSQL: one of three instances dies; nginx sends the rest to the others.
  const cluster = await startCluster({ engine: 'postgres', instances: 3, nginx: true, env: HIGH });
  try {
    const token = await adminToken(cluster);
    const started = Date.now();
    let killedAt = 0;
    const killer = (async () => {
      await sleep(4000);
      killedAt = Date.now();
      await cluster.kill(1, 'SIGKILL');
    })();
    const { answers, acknowledged } = await writeLoad(cluster.url, token, 6, () => Date.now() - started > 12_000, 'Kill');
    await killer;
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    let present;
    try {
      const rows = (await client.query('select id, title from projects where id = any($1::int[])', [acknowledged.map((a) => a.id)])).rows;
      present = rows.filter((r) => acknowledged.find((a) => a.id === r.id)?.title === r.title).length;
    } finally {
      await client.end();
    }
    const after = answers.filter((a) => a.at > killedAt + 1000);
    const ok = present === acknowledged.length && after.every((a) => a.status === 201) && alive(cluster) === 2;
    met &&= ok;
    lines.push(
      `| PostgreSQL, 3 instances + nginx, 6 writers for 12 s, instance 2 killed at 4 s | ${answers.length} | ${byStatus(answers)} | ${acknowledged.length} | ${present} | ${acknowledged.length - present} | ${byStatus(after)} | ${ok ? 'met' : 'NOT met'} |`,
    );
  } finally {
    await cluster.stop();
  }
  // SQLite: the only instance dies; started again on the same folder, every acknowledged write is there.
  const dataDir = mkdtempSync(join(tmpdir(), 'esdc-faults-kill-'));
  try {
    const first = await startCluster({ engine: 'sqlite', dataDir, env: HIGH });
    const token = await adminToken(first);
    const started = Date.now();
    let answers;
    let acknowledged;
    try {
      const killer = (async () => {
        await sleep(4000);
        await first.kill(0, 'SIGKILL');
      })();
      ({ answers, acknowledged } = await writeLoad(
        first.url,
        token,
        6,
        () => Date.now() - started > 4500 && first.instances[0].process.signalCode !== null,
        'Kill',
      ));
      await killer;
    } finally {
      await first.stop();
    }
    const second = await startCluster({ engine: 'sqlite', dataDir, env: HIGH });
    let present;
    try {
      const list = await Promise.all(acknowledged.map((a) => request(second.url, 'GET', `/api/projects/${a.id}`)));
      present = list.filter((r, i) => r.status === 200 && r.json.data.title === acknowledged[i].title).length;
    } finally {
      await second.stop();
    }
    const db = new Database(join(dataDir, 'esdc-hub.sqlite'), { readonly: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    const ok = present === acknowledged.length && integrity === 'ok';
    met &&= ok;
    lines.push(
      `| SQLite, 1 instance, 6 writers, killed at 4 s, started again on its folder (integrity_check: ${integrity}) | ${answers.length} | ${byStatus(answers)} | ${acknowledged.length} | ${present} | ${acknowledged.length - present} | — | ${ok ? 'met' : 'NOT met'} |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    met,
    markdown: [
      'Writers create projects as fast as they can; one instance gets SIGKILL mid-load. Afterwards every acknowledged (201) project is looked up in the database.',
      '',
      '| setup | writes sent | answers | acknowledged | present after | lost | answers from 1 s after the kill | target (0 lost, the others keep serving) |',
      '|---|---|---|---|---|---|---|---|',
      ...lines,
      '',
      '- A write the dying instance held gets no answer from it: nginx answers 502 (it does not resend a POST), the client knows it was not acknowledged. On SQLite the instance is the site: writes fail until it is started again.',
    ],
  };
}

/** PostgreSQL's cluster (`ls /etc/postgresql` → version), for pg_ctlcluster. */
function postgresCluster() {
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql');
  return { version, name: 'main' };
}

/** PostgreSQL stopped for DOWN_S seconds under load, then started again. */
async function postgresRestart() {
  const DOWN_S = 6;
  const { version, name } = postgresCluster();
  // LOG_LEVEL info: the realtime bus logs its listening connection's return at info.
  const cluster = await startCluster({ engine: 'postgres', instances: 3, nginx: true, env: { ...HIGH, LOG_LEVEL: 'info' } });
  try {
    const token = await adminToken(cluster);
    const member = await register(cluster.url, 'Restart reader');
    const project = (
      await request(cluster.url, 'POST', '/api/projects', token, { title: 'Restart target', description: 'Liked through a restart.', category: 'IoT' })
    ).json.data.id;
    const answers = [];
    let stop = false;
    const loop = async (k) => {
      for (let i = 0; !stop; i += 1) {
        const kind = (k + i) % 4;
        const res =
          kind === 0
            ? await request(cluster.url, 'GET', '/api/projects?limit=12', member)
            : kind === 1
              ? await request(cluster.url, 'GET', `/api/projects/${project}`, member)
              : kind === 2
                ? await request(cluster.url, i % 2 ? 'DELETE' : 'POST', `/api/projects/${project}/like`, member)
                : await request(cluster.url, 'POST', '/api/projects', token, {
                    title: `Restart ${k}-${i}`,
                    description: 'Written through a restart.',
                    category: 'IoT',
                  });
        answers.push({ ...res, kind });
        await sleep(20);
      }
    };
    const loops = Promise.all(Array.from({ length: 8 }, (_, k) => loop(k)));
    await sleep(8000);
    await waitForQuietServices();
    let downAt = 0;
    let upAt = 0;
    try {
      console.log(`stopping PostgreSQL ${version}/${name} for ${DOWN_S} s`);
      downAt = Date.now();
      execFileSync('pg_ctlcluster', [version, name, 'stop', '-m', 'fast'], { stdio: 'inherit' });
      await sleep(DOWN_S * 1000);
    } finally {
      execFileSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
      upAt = Date.now();
      console.log('PostgreSQL started again');
    }
    await sleep(20_000);
    stop = true;
    await loops;
    const before = answers.filter((a) => a.at < downAt);
    const during = answers.filter((a) => a.at >= downAt && a.at <= upAt);
    const afterUp = answers.filter((a) => a.at > upAt).sort((a, b) => a.at - b.at);
    const firstOk = afterUp.find((a) => a.status >= 200 && a.status < 300);
    const lastFail = afterUp.filter((a) => a.status >= 500 || a.status === 0).at(-1);
    const settled = afterUp.filter((a) => a.at > (lastFail?.at ?? upAt));
    const steady = afterUp.filter((a) => firstOk && a.at > firstOk.at + 2000);
    const messages = [
      ...new Set(during.filter((a) => a.status === 503).map((a) => `${a.json?.error?.code ?? ''} '${a.json?.message ?? a.text.slice(0, 60)}'`)),
    ];
    const retryAfter = [...new Set(during.filter((a) => a.status === 503).map((a) => a.retryAfter))];
    const instancesAlive = alive(cluster);
    const fivexxDuringNot503 = during.filter((a) => a.status >= 500 && a.status !== 503).length;
    const fivexxSteady = steady.filter((a) => a.status >= 500 || a.status === 0).length;
    const restored = cluster.instances.filter((i) => /realtime listening connection restored/.test(i.output)).length;
    // nginx's own view of the outage: its error log's messages, counted.
    const nginxLog = existsSync(join(cluster.dir, 'nginx-error.log')) ? readFileSync(join(cluster.dir, 'nginx-error.log'), 'utf8') : '';
    const nginxMessages = new Map();
    for (const m of nginxLog.matchAll(/\[(?:error|warn)\] [^:]+: (?:\*\d+ )?([^,(]+)/g))
      nginxMessages.set(m[1].trim(), (nginxMessages.get(m[1].trim()) ?? 0) + 1);
    const kinds = ['list', 'a project', 'like/unlike', 'create'];
    const duringByKind = kinds.map((k, i) => `${k}: ${byStatus(during.filter((a) => a.kind === i))}`).join('; ');
    const sample502 = during
      .find((a) => a.status === 502)
      ?.text.replace(/\s+/g, ' ')
      .slice(0, 80);
    const met = instancesAlive === 3 && fivexxDuringNot503 === 0 && fivexxSteady === 0 && Boolean(firstOk) && messages.length > 0;
    return {
      met,
      markdown: [
        `Three PostgreSQL instances behind nginx; 8 loops (list, a project, like/unlike, create a project; 20 ms apart). PostgreSQL ${version}/${name} stopped (\`pg_ctlcluster … stop -m fast\`) 8 s in, started again ${DOWN_S} s later; the load goes on 20 s more.`,
        '',
        '| window | requests | answers |',
        '|---|---|---|',
        `| before the stop | ${before.length} | ${byStatus(before)} |`,
        `| while down (stop → start returned, ${((upAt - downAt) / 1000).toFixed(1)} s) | ${during.length} | ${byStatus(during)} |`,
        `| after the start | ${afterUp.length} | ${byStatus(afterUp)} |`,
        `| from 2 s after the first success on | ${steady.length} | ${byStatus(steady)} |`,
        '',
        `- While down, by request: ${duringByKind}.${sample502 ? ` A 502's body: \`${sample502}\`.` : ''}`,
        `- nginx's error log: ${[...nginxMessages].map(([m, c]) => `${c} × '${m}'`).join('; ') || 'nothing'}.`,
        `- Instances alive after: ${instancesAlive} of 3 (no crash). Realtime listening connection restored (logged) on ${restored} of 3.`,
        `- While down: ${messages.length ? messages.join('; ') : 'no 503'}, Retry-After ${retryAfter.join(', ') || '—'}; other 5xx meanwhile: ${fivexxDuringNot503}.`,
        `- Recovery: first success ${firstOk ? `${((firstOk.at - upAt) / 1000).toFixed(2)} s` : 'never'} after PostgreSQL was started again; last failure ${lastFail ? `${((lastFail.at - upAt) / 1000).toFixed(2)} s` : '—'} after; ${settled.length} requests after the last failure, all successful.`,
        `- 5xx from 2 s after the first success: ${fivexxSteady}. Target (no crash, 503 with a message while down, no 5xx after) ${met ? 'met' : 'NOT met'}.`,
      ],
    };
  } finally {
    await cluster.stop();
  }
}

/** Redis shut down for a few seconds under load. */
async function redisDown() {
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const port = redisUrl.port || '6379';
  const cli = (...args) => execFileSync('redis-cli', ['-h', redisUrl.hostname, '-p', port, ...args], { encoding: 'utf8' }).trim();
  const redisDir = cli('config', 'get', 'dir').split('\n')[1] ?? tmpdir();
  const ASKS = 6;
  const cluster = await startCluster({
    engine: 'postgres',
    instances: 3,
    nginx: true,
    env: { ...HIGH, CHATBOT_ASKS_PER_MINUTE: String(ASKS), LOG_LEVEL: 'info' },
  });
  try {
    const asker = async (name, count) => {
      const token = await register(cluster.url, name);
      const out = [];
      for (let i = 0; i < count; i += 1)
        out.push(await request(cluster.url, 'POST', '/api/chatbot/ask', token, { query_message: 'Which events are coming up?' }));
      return out;
    };
    // Redis up: the assistant's limit (per member and per address) is the club's across three instances.
    const shared = await asker('Redis up asker', ASKS + 3);
    const reader = await register(cluster.url, 'Redis down reader');
    const answers = [];
    let stop = false;
    const loads = Promise.all(
      Array.from({ length: 4 }, async (_, k) => {
        for (let i = 0; !stop; i += 1) {
          answers.push(
            await request(
              cluster.url,
              i % 2 ? 'GET' : 'POST',
              '/api/projects',
              reader,
              i % 2 ? undefined : { title: `Redis ${k}-${i}`, description: 'Written while Redis is away.', category: 'IoT' },
            ),
          );
          await sleep(25);
        }
      }),
    );
    await sleep(2000);
    await waitForQuietServices();
    let local;
    let downFor = 0;
    try {
      console.log('shutting Redis down');
      const downAt = Date.now();
      try {
        cli('shutdown', 'nosave');
      } catch {
        // redis-cli reports the closed connection of a shutdown as an error
      }
      await sleep(500);
      // Redis down: each instance counts alone, so up to three times the limit passes through round-robin.
      local = await asker('Redis down asker', ASKS * 3 + 3);
      await sleep(1000);
      downFor = (Date.now() - downAt) / 1000;
    } finally {
      execFileSync('redis-server', ['--daemonize', 'yes', '--port', port, '--bind', redisUrl.hostname, '--save', '', '--dir', redisDir]);
      for (let i = 0; i < 50; i += 1) {
        try {
          if (cli('ping') === 'PONG') break;
        } catch {
          // not yet
        }
        await sleep(100);
      }
      console.log('Redis started again');
    }
    await sleep(5000);
    stop = true;
    await loads;
    const lost = cluster.instances.filter((i) => /Redis is unavailable: rate limits fall back/.test(i.output)).length;
    const back = cluster.instances.filter((i) => /Redis is available again/.test(i.output)).length;
    const fivexx = [...shared, ...local, ...answers].filter((a) => a.status >= 500 || a.status === 0).length;
    const sharedOk = shared.filter((a) => a.status === 200).length;
    const localOk = local.filter((a) => a.status === 200).length;
    const met =
      sharedOk === ASKS &&
      localOk <= ASKS * 3 &&
      localOk >= ASKS &&
      local.some((a) => a.status === 429) &&
      fivexx === 0 &&
      lost === 3 &&
      back === 3 &&
      alive(cluster) === 3;
    return {
      met,
      markdown: [
        `Three PostgreSQL instances behind nginx sharing Redis; the assistant's limit set to ${ASKS} a minute (per member and per address); 4 loops reading and writing projects throughout. Redis shut down (\`redis-cli shutdown nosave\`) for ${downFor.toFixed(1)} s, then started again (\`redis-server --daemonize yes --save ''\`).`,
        '',
        '| phase | requests | answers |',
        '|---|---|---|',
        `| Redis up: one member asks ${ASKS + 3} times through nginx | ${shared.length} | ${byStatus(shared)} |`,
        `| Redis down: another member asks ${ASKS * 3 + 3} times through nginx | ${local.length} | ${byStatus(local)} |`,
        `| reads and writes throughout | ${answers.length} | ${byStatus(answers)} |`,
        '',
        `- Redis up, the limit is the club's: ${sharedOk} of ${shared.length} allowed. Redis down, each instance counts alone: ${localOk} allowed (at most ${ASKS} per instance, ${ASKS * 3} in all), the rest 429 — the limit still holds, per instance.`,
        `- Logged 'Redis is unavailable: rate limits fall back to each instance counting alone until it is back' on ${lost} of 3 instances, 'Redis is available again: rate limits are shared across instances' on ${back} of 3. 5xx: ${fivexx}. Instances alive: ${alive(cluster)} of 3. Target ${met ? 'met' : 'NOT met'}.`,
      ],
    };
  } finally {
    await cluster.stop();
  }
}

/** The SQLite data folder on a small tmpfs, filled up. */
async function diskFull() {
  const mountPoint = mkdtempSync(join(tmpdir(), 'esdc-faults-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint]);
  } catch (error) {
    rmSync(mountPoint, { recursive: true, force: true });
    return {
      met: false,
      markdown: [
        `Not run: mounting a 16 MB tmpfs was not permitted here (${String(error.message).split('\n')[0]}). Run as root, or on any host: put DATA_DIR on a small filesystem, fill it, and check that writes answer 507 STORAGE_FULL, reads 200, and after freeing space writes 201 and \`PRAGMA integrity_check\` ok.`,
      ],
    };
  }
  const dataDir = join(mountPoint, 'data');
  mkdirSync(dataDir);
  const filler = join(mountPoint, 'filler');
  try {
    const cluster = await startCluster({ engine: 'sqlite', dataDir, env: HIGH, echo: process.env.BENCH_ECHO === '1' });
    try {
      const token = await adminToken(cluster);
      const acknowledged = [];
      const write = async (i) => {
        const res = await request(cluster.url, 'POST', '/api/projects', token, { title: `Full ${i}`, description: 'x'.repeat(4000), category: 'IoT' });
        if (res.status === 201) acknowledged.push({ id: res.json.data.id, title: `Full ${i}` });
        return res;
      };
      for (let i = 0; i < 20; i += 1) await write(`before ${i}`);
      const used = execSync(`du -sk ${dataDir}`, { encoding: 'utf8' }).split('\t')[0];
      // Fill what is left of the filesystem.
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      } catch {
        // dd stops with ENOSPC: the disk is full
      }
      const full = [];
      for (let i = 0; i < 60; i += 1) full.push(await write(`full ${i}`));
      const failures = full.filter((a) => a.status !== 201);
      const messages = [...new Set(failures.map((a) => `${a.status} ${a.json?.error?.code ?? ''} '${a.json?.message ?? a.text.slice(0, 60)}'`))];
      const reads = await Promise.all([
        request(cluster.url, 'GET', '/api/projects'),
        request(cluster.url, 'GET', `/api/projects/${acknowledged[0].id}`),
        request(cluster.url, 'GET', '/api/health'),
        request(cluster.url, 'GET', '/'),
      ]);
      rmSync(filler);
      const freed = [];
      for (let i = 0; i < 10; i += 1) freed.push(await write(`freed ${i}`));
      const aliveAfter = alive(cluster);
      await cluster.stop();
      const db = new Database(join(dataDir, 'esdc-hub.sqlite'), { readonly: true });
      const integrity = db.pragma('integrity_check', { simple: true });
      const rows = db.prepare(`select id, title from projects where id in (${acknowledged.map((a) => a.id).join(',')})`).all();
      db.close();
      const present = rows.filter((r) => acknowledged.find((a) => a.id === r.id)?.title === r.title).length;
      const met =
        failures.length > 0 &&
        failures.every((a) => a.status === 507 && a.json?.error?.code === 'STORAGE_FULL') &&
        reads.every((r) => r.status === 200) &&
        freed.every((a) => a.status === 201) &&
        integrity === 'ok' &&
        present === acknowledged.length &&
        aliveAfter === 1;
      return {
        met,
        markdown: [
          `One SQLite instance with DATA_DIR on a 16 MB tmpfs (database and uploads folder ${used} KB after 20 projects); the rest of the filesystem filled with \`dd\`; then 60 project writes (4 KB descriptions), reads, the filler removed, 10 more writes; the instance stopped and the file checked.`,
          '',
          '| phase | requests | answers |',
          '|---|---|---|',
          `| disk full: writes | ${full.length} | ${byStatus(full)} |`,
          `| disk full: reads (list, a project, /api/health, the home page) | ${reads.length} | ${byStatus(reads)} |`,
          `| space freed: writes | ${freed.length} | ${byStatus(freed)} |`,
          '',
          `- Refused writes answered: ${messages.join('; ') || '— (none refused)'}.`,
          `- Instance alive throughout: ${aliveAfter === 1 ? 'yes' : 'no'}. \`PRAGMA integrity_check\`: ${integrity}. Acknowledged writes present: ${present} of ${acknowledged.length}. Target ${met ? 'met' : 'NOT met'}.`,
        ],
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(filler, { force: true });
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
}

const SCENARIOS = { 'kill-9': kill9, 'postgres-restart': postgresRestart, 'redis-down': redisDown, 'disk-full': diskFull };
const asked = process.argv[2] ?? '';
const names = asked === 'all' ? Object.keys(SCENARIOS) : [asked];
if (!names.every((n) => n in SCENARIOS)) {
  console.error(`usage: npm run bench:faults -- <${[...Object.keys(SCENARIOS), 'all'].join('|')}>`);
  process.exit(2);
}
for (const name of names) {
  console.log(`fault: ${name}`);
  const { met, markdown } = await SCENARIOS[name]();
  const text = [...markdown, ...(markdown.some((l) => /Target/.test(l)) ? [] : [`- Target ${met ? 'met' : 'NOT met'}.`])].join('\n');
  record(`bench:faults ${name}`, text);
  console.log(text);
}
