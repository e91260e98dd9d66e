/*
 * Integrations (SPEC §2 Integrations): what the server and the web share without zod — the webhook targets and the
 * events they post, the delivery statuses, the limits and the messages. The schemas are in integration-schemas.ts.
 */
export type { GitHubRepository, IntegrationsOverview, StorageInfo, Webhook, WebhookDelivery, WebhookInput } from './integration-schemas.ts';

/** SPEC §4 Other states: an integration is connected or not. */
export const INTEGRATION_STATES = ['connected', 'not-connected'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** The chat services an admin may post to through an incoming webhook (SPEC §2 Integrations). */
export const WEBHOOK_TARGETS = ['slack', 'discord'] as const;
export type WebhookTarget = (typeof WEBHOOK_TARGETS)[number];
export const WEBHOOK_TARGET_LABELS: Record<WebhookTarget, string> = { slack: 'Slack', discord: 'Discord' };

/** What a webhook may post: admin announcements, newly published events, new job postings. */
export const WEBHOOK_EVENTS = ['announcements', 'events', 'jobs'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = { announcements: 'Announcements', events: 'New events', jobs: 'New jobs' };

/** A delivery's kind: one of the events, or the admin's "Send test". */
export const WEBHOOK_DELIVERY_KINDS = [...WEBHOOK_EVENTS, 'test'] as const;
export type WebhookDeliveryKind = (typeof WEBHOOK_DELIVERY_KINDS)[number];

/** Where a delivery stands: waiting (first try or a retry), delivered, or given up after the last attempt. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Attempts before a delivery is given up ('failed'). */
export const WEBHOOK_MAX_ATTEMPTS = 5;
/** Deliveries shown in a webhook's log, newest first. */
export const WEBHOOK_LOG_SIZE = 20;
/** Longest webhook address, in characters. */
export const WEBHOOK_URL_MAX = 500;

/** The messages of the integrations routes and page (SPEC §2 Integrations). */
export const INTEGRATION_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlHttps: 'Webhook URL must be an https address',
  urlTooLong: `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters long`,
  eventsInvalid: 'Events must be a list of announcements, events and jobs',
  targetInvalid: 'Target must be slack or discord',
  targetTaken: (target: WebhookTarget) => `A ${WEBHOOK_TARGET_LABELS[target]} webhook exists already; edit it instead`,
  notFound: 'Webhook not found',
  created: 'Webhook saved',
  updated: 'Webhook saved',
  deleted: 'Webhook removed',
  testQueued: 'Test message queued',
  githubNotLinked: 'Link your GitHub account first',
  githubUnavailable: 'GitHub did not answer; please try again in a minute',
  manageNotAllowed: 'Only admins may manage integrations',
} as const;

/** The text a test delivery posts. */
export const WEBHOOK_TEST_TEXT = 'ESDC Hub test message: this webhook works.';
