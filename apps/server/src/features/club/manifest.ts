import { defineFeature } from '../../feature-manifest.ts';
import { migration018 } from './migrations/018-club-settings.ts';
import { migration037 } from './migrations/037-site-features.ts';
import { clubRoutes } from './routes.ts';
import { siteFeatureRoutes } from './site-features-routes.ts';

/** The club's links and settings shown site-wide, and its site-wide feature switches (SPEC §3 Feature settings). */
export const clubFeature = defineFeature({
  name: 'club',
  routes: async (app, ctx) => {
    await clubRoutes(app, ctx);
    await siteFeatureRoutes(app, ctx);
  },
  accountData: {
    notExported: {
      site_features:
        "the club's switches, not the member's: `updated_by` names the admin who last set one (their switches are in the audit log, which the export reads)",
    },
  },
  migrations: { '018-club-settings': migration018, '037-site-features': migration037 },
});
