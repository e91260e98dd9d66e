import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import { avatarOf } from './member-avatar.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { listedMembers } from './member-visibility.ts';

/** Members in the site search (SPEC §2 Search): the directory's members; never the email (neither searched nor shown). */
export const membersSearch: SearchSource = {
  type: 'user',
  visible: (_viewer, refId) => sql<boolean>`exists (select 1 from users where users.id = ${refId} and ${listedMembers()})`,
  load: async (db, _viewer, ids) => {
    const rows = await db.selectFrom('users').select(['id', 'name', 'username', 'bio', 'avatar_url', 'github_username']).where('id', 'in', ids).execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.name,
      url: paths.userProfile(r.username),
      image: avatarOf(r),
      meta: `Member · @${r.username}`,
      text: r.bio ?? `@${r.username}`,
    }));
  },
};
