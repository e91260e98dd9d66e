import { defineFeature } from '../../feature-manifest.ts';
import { migration036 } from './migrations/036-integrations.ts';
import { migration042 } from './migrations/042-github-repository-cache.ts';
import { integrationsRoutes } from './routes.ts';

/**
 * Integrations (SPEC §2 Integrations): the member's GitHub repositories and email, and the admins' Slack and Discord
 * webhooks with their delivery queue, and the storage card. Its tables hold no member's data.
 */
export const integrationsFeature = defineFeature({
  name: 'integrations',
  routes: integrationsRoutes,
  permissions: ['integration:manage'],
  migrations: { '036-integrations': migration036, '042-github-repository-cache': migration042 },
});
