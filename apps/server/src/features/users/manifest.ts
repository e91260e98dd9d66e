import { sql } from 'kysely';
import { defineFeature } from '../../feature-manifest.ts';
import { migration016 } from './migrations/016-member-privacy.ts';
import { found, textOf } from '../../platform/page-checks.ts';
import { profileEraser, profileExport } from './account-data.ts';
import { accountDataRoutes } from './account-data-routes.ts';
import { userRoutes } from './routes.ts';
import { membersSearch } from './search-source.ts';

/** Members: profiles, the directory, settings, and a member's own data (SPEC §2 Community Members, Your data). */
export const usersFeature = defineFeature({
  name: 'users',
  routes: async (app, ctx) => {
    await userRoutes(app, ctx);
    await accountDataRoutes(app, ctx);
  },
  pages: {
    // An active member.
    '/users/:username': async (db, { username }) => {
      const name = textOf(username, 64);
      if (name === null) return false;
      return found(
        db
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(username)`, '=', name.toLowerCase())
          .where('status', '=', 'active'),
      );
    },
  },
  search: membersSearch,
  accountData: { sections: [profileExport], erasers: [profileEraser] },
  permissions: ['user:read', 'user:update', 'user:read-email', 'user:password', 'user:manage'],
  migrations: { '016-member-privacy': migration016 },
});
