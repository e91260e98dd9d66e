import type { FeatureKey, FeatureSettings } from '@esdc/core/features';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { publishRealtime } from '../../platform/realtime/realtime-bus.ts';
import { readSiteFeatures, SITE_FEATURES_CHANNEL } from '../../platform/site-features.ts';

/**
 * Switches a feature on or off for the club (SPEC §3 Feature settings; §6 Admin; admins only, the route checks), in
 * one transaction: the row of `site_features`, the audit entry `club.feature_switched` (details: the feature and
 * `enabled` from/to) and the announcement on the realtime bus, so every instance drops its copy of the switches once
 * it commits. Setting a switch to the state it has changes nothing and records nothing.
 * @param database the database
 * @param actorId the admin
 * @param key the switch
 * @param enabled its new state
 * @param now the current time
 * @returns every switch, as saved
 */
export async function setSiteFeature(database: Database, actorId: number, key: FeatureKey, enabled: boolean, now: Date): Promise<FeatureSettings> {
  return database.db.transaction().execute(async (trx) => {
    const row = await forUpdate(trx.selectFrom('site_features').select('enabled').where('key', '=', key), database.engine).executeTakeFirst();
    const before = row === undefined || Number(row.enabled) === 1;
    if (before === enabled) return readSiteFeatures(trx);
    const values = { enabled: enabled ? 1 : 0, updated_at: now.toISOString(), updated_by: actorId };
    await trx
      .insertInto('site_features')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'club.feature_switched',
      targetType: 'club',
      targetId: null,
      details: { feature: key, enabled: { from: before, to: enabled } },
      now,
    });
    await publishRealtime(trx, database.engine, SITE_FEATURES_CHANNEL, { key });
    return readSiteFeatures(trx);
  });
}
