/** Query keys of Integrations; the admin ones sit under the admin panel's `['admin']` prefix. */
export const integrationKeys = {
  overview: ['integrations', 'overview'] as const,
  repositories: ['integrations', 'github-repositories'] as const,
  webhooks: ['admin', 'integrations', 'webhooks'] as const,
  storage: ['admin', 'integrations', 'storage'] as const,
};
