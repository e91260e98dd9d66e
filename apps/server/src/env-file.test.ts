import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';

/** `.env` support (README Configuration) and `.env.example`, which lists every variable of the README's table. */

const dir = mkdtempSync(join(tmpdir(), 'esdc-env-'));

describe('loadEnvFile', () => {
  it("sets the file's variables the environment lacks; the environment's own win; comments and quotes as Node reads them", () => {
    const path = join(dir, '.env');
    writeFileSync(path, '# the club\nPORT=4000\nMAIL_FROM="ESDC Hub <hub@club.example>"\nLOG_LEVEL=debug # chatty\n\nHOST=127.0.0.1\n');
    const env: NodeJS.ProcessEnv = { HOST: '0.0.0.0' };
    expect(loadEnvFile(path, env).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'PORT']);
    expect(env).toEqual({ HOST: '0.0.0.0', PORT: '4000', MAIL_FROM: 'ESDC Hub <hub@club.example>', LOG_LEVEL: 'debug' });
  });

  it('is no error without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(join(dir, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });
});

describe('.env.example', () => {
  const root = join(import.meta.dirname, '../../..');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const configuration = readme.slice(readme.indexOf('## Configuration'));
  const documented = [...configuration.slice(0, configuration.indexOf('\n## ', 5)).matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]);
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

  it("lists every variable of the README's configuration table, once, in its order", () => {
    expect(documented.length).toBeGreaterThan(30);
    expect(listed).toEqual(documented);
  });

  it('sets nothing as it is: every line is a comment', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(join(root, '.env.example'), env)).toEqual([]);
  });
});
