import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads a `.env` file into the environment before the configuration is read (README Configuration): each `NAME=value`
 * line (comments, quotes and blank lines as Node's own `--env-file` reads them, `util.parseEnv`) sets a variable the
 * environment does not already have, so what the shell or the container sets always wins.
 * @param path the file (default `.env` in the working directory); a missing file is no error
 * @param env the environment to fill (default `process.env`)
 * @returns the names it set (empty when there is no file)
 * @throws Error when the file exists but cannot be read
 */
export function loadEnvFile(path = '.env', env: NodeJS.ProcessEnv = process.env): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
