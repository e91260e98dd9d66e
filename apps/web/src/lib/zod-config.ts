import type { $ZodConfig } from 'zod/v4/core';

/*
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when it builds the first
 * object schema. The CSP (script-src 'self', apps/server/src/plugins/security.ts) forbids eval, so the probe is
 * reported as a violation on every page with a form. `jitless` skips the probe and the compiled parsers.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its config on
 * `globalThis.__zod_globalConfig` and documents setting it before zod loads. Importing zod's `config` here would move
 * zod's core into the entry bundle (~4 KB gzip on /, which has no form). main.tsx imports this module first,
 * before any module that builds a schema.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
(scope.__zod_globalConfig ??= {}).jitless = true;
