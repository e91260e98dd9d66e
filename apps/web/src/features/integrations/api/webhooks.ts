import type { Webhook, WebhookDelivery, WebhookInput } from '@esdc/core/integration';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { integrationKeys } from './integration-keys';

/** How often the webhooks and their delivery log refresh while a delivery is pending, in ms. */
const PENDING_REFRESH_MS = 2000;

/** `GET /api/admin/integrations/webhooks` (admins): the Slack and Discord webhooks with their latest deliveries. */
export function useWebhooks(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.webhooks,
    queryFn: async () => (await apiRequest<Webhook[]>('/api/admin/integrations/webhooks')).data,
    enabled,
    // The log follows a delivery in flight until it is delivered or given up.
    refetchInterval: (query) => (query.state.data?.some((w) => w.deliveries.some((d) => d.status === 'pending')) ? PENDING_REFRESH_MS : false),
  });
}

const refreshWebhooks = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: integrationKeys.webhooks }), client.invalidateQueries({ queryKey: adminKeys.audit })]);

/**
 * `POST /api/admin/integrations/webhooks` (no id: adds the target's webhook) or `PUT …/{id}` (changes it).
 * @returns the server's answer with its message
 * @throws ApiError 400 with the field's message, 409 when the target has one already
 */
async function saveWebhook({ id, input }: { id: number | null; input: WebhookInput }) {
  const { target: _target, ...fields } = input;
  return id === null
    ? apiRequest<Webhook>('/api/admin/integrations/webhooks', { method: 'POST', body: input })
    : apiRequest<Webhook>(`/api/admin/integrations/webhooks/${id}`, { method: 'PUT', body: fields });
}

/** Adds or changes a webhook; refreshes the cards and the audit log. */
export function useSaveWebhook() {
  return useApiMutation({ request: saveWebhook, refresh: refreshWebhooks });
}

/** `DELETE /api/admin/integrations/webhooks/{id}`: removes it with its log. @throws ApiError 404 */
export function useDeleteWebhook() {
  return useApiMutation({
    request: (id: number) => apiRequest<null>(`/api/admin/integrations/webhooks/${id}`, { method: 'DELETE' }),
    refresh: refreshWebhooks,
  });
}

/** `POST /api/admin/integrations/webhooks/{id}/test`: queues a test message; the log then shows how it went. */
export function useSendTestWebhook() {
  return useApiMutation({
    request: (id: number) => apiRequest<WebhookDelivery>(`/api/admin/integrations/webhooks/${id}/test`, { method: 'POST', body: {} }),
    refresh: (client) => client.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}
