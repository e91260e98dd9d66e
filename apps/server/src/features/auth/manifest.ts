import { defineFeature } from '../../feature-manifest.ts';
import { migration007 } from './migrations/007-github-identities.ts';
import { accountLinkRoutes } from './account-link-routes.ts';
import { identitiesEraser, identitiesExport } from './github-data.ts';
import { githubRoutes } from './github-routes.ts';
import { accountLinksExport, mailEraser, mailExport } from './mail-data.ts';
import { authRoutes } from './routes.ts';
import { sessionsEraser, sessionsExport } from './session-data.ts';

/** Sign-up, sign-in, sessions, email links and GitHub sign-in (SPEC §2 Accounts). */
export const authFeature = defineFeature({
  name: 'auth',
  routes: async (app, ctx) => {
    await authRoutes(app, ctx);
    await accountLinkRoutes(app, ctx);
    await githubRoutes(app, ctx);
  },
  accountData: {
    sections: [sessionsExport, identitiesExport, accountLinksExport, mailExport],
    erasers: [sessionsEraser, identitiesEraser, mailEraser],
    notExported: {
      oauth_states: 'a GitHub sign-in in progress: a one-time secret that expires within minutes',
      oauth_sign_in_codes: 'a GitHub sign-in in progress: a one-time secret that expires within minutes',
    },
  },
  migrations: { '007-github-identities': migration007 },
});
