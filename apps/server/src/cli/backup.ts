import { createBackup, backupDirOf, PgDumpMissing } from '../backup/backup.ts';
import { loadConfigOrExit } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { loadEnvFile } from '../env-file.ts';

/**
 * Entry of `npm run backup` (built to apps/server/dist/backup.js): a snapshot of the database the server's
 * configuration names, and of its data folder, while the site keeps serving (../backup/backup.ts). Prints the backup
 * file's path as its last line; exits 1 with the reason when it cannot.
 */
async function main() {
  loadEnvFile();
  const config = loadConfigOrExit(process.env);
  const database = openConfiguredDatabase(config);
  try {
    const file = await createBackup(database, config, { dir: backupDirOf(config), now: new Date() });
    console.log(`Backup of the ${database.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database written:`);
    console.log(file);
  } catch (error) {
    if (error instanceof PgDumpMissing) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('The backup failed:', error);
  process.exit(1);
});
