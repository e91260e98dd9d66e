import type { IntegrationsOverview, StorageInfo } from '@esdc/core/integration';
import type { Kysely } from 'kysely';
import { resolve, join } from 'node:path';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { linkedGitHubLogin } from './github-repositories.ts';

/**
 * The member's own integrations (SPEC §2 Integrations): the GitHub account they linked (connected, or not) and their
 * email address with whether they verified it.
 * @param githubAvailable whether this server offers linking GitHub (an OAuth app is configured)
 * @throws AppError 404 when the account is gone
 */
export async function integrationsOverview(db: Kysely<DB>, userId: number, githubAvailable: boolean): Promise<IntegrationsOverview> {
  const user = await db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User not found');
  return {
    github: { available: githubAvailable, login: await linkedGitHubLogin(db, userId) },
    email: { address: user.email, verified: user.email_verified_at !== null },
  };
}

/**
 * Where uploads go, as configured (docs/decisions/008-image-uploads.md): the data folder's uploads path, or the S3
 * bucket with its region and endpoint. Never the keys.
 */
export function storageInfo(config: Config): StorageInfo {
  if (config.S3_BUCKET) {
    return { kind: 's3', path: null, bucket: config.S3_BUCKET, region: config.S3_REGION ?? null, endpoint: config.S3_ENDPOINT ?? null };
  }
  return { kind: 'data-folder', path: resolve(join(config.DATA_DIR, 'uploads')), bucket: null, region: null, endpoint: null };
}
