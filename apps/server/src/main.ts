import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { loadEnvFile } from './env-file.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadJwtSecret } from './db/secrets.ts';
import { seed } from './seed/seed.ts';

/** How long a shutdown may wait for requests in flight and streams to end, in ms. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Entry: read .env -> load config -> open db -> migrate -> seed (first run) -> listen (DESIGN Architecture). */
async function main() {
  const started = performance.now();
  loadEnvFile();
  const config = loadConfigOrExit(process.env);
  const dataDir = resolve(config.DATA_DIR);
  const database = openConfiguredDatabase(config);
  await migrateToLatest(database);
  const seeded = await seed(database.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO,
    dataDir,
    now: new Date(),
  });
  const jwtSecret = await loadJwtSecret(database.db, config.JWT_SECRET);
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    logger: { level: config.LOG_LEVEL },
  });

  // SIGTERM or SIGINT: stop taking connections (every new request and /api/ready answer 503 meanwhile), let the
  // requests in flight finish, end the live streams (their clients reconnect, to another instance behind a balancer),
  // then close the database. A shutdown that has not finished in SHUTDOWN_GRACE_MS, or a second signal, exits at once.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\nESDC Hub is running at http://${shownHost}:${port}  (${database.engine}, ready in ${Math.round(performance.now() - started)} ms)`);
  if (seeded.admin) {
    console.log(`\nFirst start: sign in as the admin with\n  email:    ${seeded.admin.email}`);
    if (seeded.admin.passwordFile) {
      console.log(
        `  password: ${seeded.admin.password}\n  (also written once to ${seeded.admin.passwordFile}, readable only by you; change it after signing in)`,
      );
    } else {
      console.log('  password: the ADMIN_PASSWORD you set');
    }
  }
}

main().catch((error: unknown) => {
  console.error('ESDC Hub failed to start:', error);
  process.exit(1);
});
