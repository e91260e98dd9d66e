import { ACCOUNT_EXPORT_VERSION, type AccountExport } from '@esdc/core/account-data';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ExportSection } from './account-data-entry.ts';

/**
 * Everything the platform holds about a member, one section per kind of data (SPEC §2 Your data), read in one
 * transaction so the sections agree with each other.
 * @param sections every feature's sections, in the file's order (the app's account-data registry, `ctx.accountData.sections`)
 * @param now the export's time
 * @throws AppError 404 'User not found' for a missing or deleted account
 */
export async function exportAccountData(db: Kysely<DB>, sections: readonly ExportSection[], userId: number, now: Date): Promise<AccountExport> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirst();
    if (!user || user.deleted_at !== null) throw notFound('User not found');
    const collected: Record<string, unknown> = {};
    // One after another: a transaction is one connection, which runs one statement at a time.
    for (const section of sections) collected[section.key] = await section.collect(trx, userId);
    return { format: 'esdc-hub-account-export', version: ACCOUNT_EXPORT_VERSION, exported_at: now.toISOString(), user_id: userId, sections: collected };
  });
}
