import { defineFeature } from '../../feature-manifest.ts';
import { auditEraser, auditExport } from './account-data.ts';
import { adminMailRoutes } from './mail-routes.ts';
import { adminRoutes } from './routes.ts';

/** The admin panel's own areas: members, statistics, the audit log and the mail outbox (SPEC §2 Admin). */
export const adminFeature = defineFeature({
  name: 'admin',
  routes: async (app, ctx) => {
    await adminRoutes(app, ctx);
    await adminMailRoutes(app, ctx);
  },
  accountData: { sections: [auditExport], erasers: [auditEraser] },
  permissions: ['admin:access', 'moderation:act'],
});
