import { restoreBackup, RestoreRefused } from '../backup/restore.ts';
import { loadConfigOrExit } from '../config.ts';
import { loadEnvFile } from '../env-file.ts';

/**
 * Entry of `npm run restore -- FILE [--force]` (built to apps/server/dist/restore.js): restores a backup into the data
 * folder or database the configuration names, empty unless `--force` (../backup/restore.ts). Run it with the site
 * stopped.
 */
async function main() {
  loadEnvFile();
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1) {
    console.error('Usage: npm run restore -- <backup file> [--force]');
    process.exitCode = 1;
    return;
  }
  const config = loadConfigOrExit(process.env);
  try {
    const result = await restoreBackup(files[0]!, config, { force, now: new Date() });
    console.log(`Restored the ${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup of ${result.created_at} (${result.migrations} migrations).`);
    if (result.integrity !== null) console.log(`Integrity check: ${result.integrity}`);
    if (result.integrity !== null && result.integrity !== 'ok') process.exitCode = 1;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('The restore failed:', error);
  process.exit(1);
});
