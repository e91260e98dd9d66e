import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The JWT signing secret: JWT_SECRET when set, else one generated on first start and kept in the
 * database, so every instance sharing the database signs alike and restarts keep sessions.
 */
export async function loadJwtSecret(db: Kysely<DB>, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const existing = await db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return row.value;
}
