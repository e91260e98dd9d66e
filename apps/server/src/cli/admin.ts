import { loadConfigOrExit } from '../config.ts';
import { loadEnvFile } from '../env-file.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { runAdminCommand } from './admin-command.ts';

/**
 * Entry of `npm run admin -- <command>` (built to apps/server/dist/admin.js by `npm run build`): opens the database
 * the server's configuration names (same environment variables), brings it up to date, runs the command and exits
 * with its code.
 */
async function main() {
  loadEnvFile();
  const config = loadConfigOrExit(process.env);
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const result = await runAdminCommand(process.argv.slice(2), database, config, new Date());
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    process.exitCode = result.code;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('The admin command failed:', error);
  process.exit(1);
});
