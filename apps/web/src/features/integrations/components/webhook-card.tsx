import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TARGET_LABELS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookTarget,
} from '@esdc/core/integration';
import { webhookUpdateSchema } from '@esdc/core/integration-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { UrlField } from '../../../components/form-field';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../components/admin/format-date-time';
import { TableScroll } from '../../../components/admin/table-scroll';
import { notify, notifyOutcome } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useDeleteWebhook, useSaveWebhook, useSendTestWebhook } from '../api/webhooks';
import { IntegrationState } from './integration-state';

interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
}

const PLACEHOLDER: Record<WebhookTarget, string> = {
  slack: 'https://hooks.slack.com/services/…',
  discord: 'https://discord.com/api/webhooks/…',
};

const STATUS_TONE = { pending: 'warning', delivered: 'success', failed: 'danger' } as const;
const STATUS_LABEL = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;
const KIND_LABEL: Record<WebhookDelivery['kind'], string> = { ...WEBHOOK_EVENT_LABELS, test: 'Test' };

/** The last answer of a delivery in words: the HTTP status, or why none came. */
function lastAnswer(d: WebhookDelivery): string {
  if (d.last_status !== null) return d.last_error ? `${d.last_status} · ${d.last_error}` : String(d.last_status);
  return d.last_error ?? '—';
}

/** The webhook's latest deliveries, newest first. */
function DeliveryLog({ label, deliveries }: { label: string; deliveries: WebhookDelivery[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-muted">Nothing sent yet.</p>;
  return (
    <TableScroll label={`${label} delivery log`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold">{`${label} delivery log (last ${WEBHOOK_LOG_SIZE})`}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Time
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Message
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Attempts
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Last answer
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-t border-line align-top">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(d.delivered_at ?? d.created_at)}</td>
              <td className="px-3 py-2">{KIND_LABEL[d.kind]}</td>
              <td className="px-3 py-2">
                <Badge tone={STATUS_TONE[d.status]}>{STATUS_LABEL[d.status]}</Badge>
              </td>
              <td className="px-3 py-2">{d.attempts}</td>
              <td className="min-w-48 px-3 py-2">{lastAnswer(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A Slack or Discord card (admins; SPEC §2 Integrations): the incoming-webhook address, the events it posts and
 * whether it is on, saved; then Send test, Remove and the delivery log.
 */
export function WebhookCard({ target, webhook }: { target: WebhookTarget; webhook: Webhook | null }) {
  const label = WEBHOOK_TARGET_LABELS[target];
  const save = useSaveWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestWebhook();
  const { field, register, trySubmit, serverError, formState } = useServerForm<WebhookFormValues>({
    resolver: zodResolver(webhookUpdateSchema),
    values: webhook ? { url: webhook.url, events: webhook.events, enabled: webhook.enabled } : { url: '', events: [...WEBHOOK_EVENTS], enabled: true },
  });
  const onSubmit = trySubmit(async (values) => {
    const saved = await save.mutateAsync({ id: webhook?.id ?? null, input: { ...values, target } });
    void notify(saved.message ?? 'Webhook saved', 'success');
  }, `Failed to save the ${label} webhook. Please try again.`);
  const confirmRemove = useConfirm<number>((id) => ({
    title: `Remove the ${label} webhook?`,
    message: 'Nothing more will be posted to it, and its delivery log goes with it.',
    confirmLabel: 'Remove',
    danger: true,
    onConfirm: () => {
      if (id !== null) remove.mutate(id, notifyOutcome('Webhook removed', 'Could not remove the webhook'));
    },
  }));
  const id = `webhook-${target}`;
  const eventsError = formState.errors.events?.message;

  return (
    <SectionCard title={label} action={<IntegrationState connected={Boolean(webhook?.enabled)} />}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={formState.isSubmitting}>
        <FormAlert message={serverError} />
        <UrlField id={`${id}-url`} label="Incoming webhook URL" placeholder={PLACEHOLDER[target]} autoComplete="off" {...field('url')} />
        <fieldset aria-describedby={eventsError ? `${id}-events-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold">Events to post</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={event} className="size-4 accent-[var(--color-accent)]" {...register('events')} />
                {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
          </div>
          {eventsError ? (
            <p id={`${id}-events-error`} className="mt-1 text-sm text-danger">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" className="size-4 accent-[var(--color-accent)]" {...register('enabled')} />
          {`Post to ${label}`}
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving...' : 'Save'}
          </Button>
          {webhook ? (
            <>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={test.isPending}
                onClick={() => test.mutate(webhook.id, notifyOutcome('Test message queued', 'Could not queue the test message'))}
              >
                <Send className="size-4" aria-hidden="true" />
                {test.isPending ? 'Sending...' : 'Send test'}
              </Button>
              <Button type="button" variant="secondary" size="sm" disabled={remove.isPending} onClick={() => confirmRemove.ask(webhook.id)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </>
          ) : null}
        </div>
      </form>
      {webhook ? (
        <div className="mt-5">
          <DeliveryLog label={label} deliveries={webhook.deliveries} />
        </div>
      ) : null}
      {confirmRemove.dialog}
    </SectionCard>
  );
}
