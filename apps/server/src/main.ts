import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { loadEnvFile } from './env-file.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadJwtSecret } from './db/secrets.ts';
import { seed } from './seed/seed.ts';

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

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
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
