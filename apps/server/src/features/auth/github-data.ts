import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Your data: the GitHub account linked to the member (provider, login, when), never a token. */
export const identitiesExport: ExportSection = {
  key: 'linked_accounts',
  tables: ['user_identities'],
  collect: (trx, userId) =>
    trx
      .selectFrom('user_identities')
      .select(['provider', 'provider_user_id', 'login', 'linked_at'])
      .where('user_id', '=', userId)
      .orderBy('linked_at')
      .execute(),
};

/** SPEC §2 Your data: the GitHub link goes, with any sign-in round trip or one-time code still in flight for the member. */
export const identitiesEraser: Eraser = {
  name: 'linked accounts',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    await trx.deleteFrom('oauth_states').where('user_id', '=', userId).execute();
    await trx.deleteFrom('oauth_sign_in_codes').where('user_id', '=', userId).execute();
  },
};
