/*
 * The integrations feature's public entry: what other features may use of it (docs/architecture.md, Layers and
 * boundaries). Events, jobs and announcements queue their Slack and Discord posts through it.
 */
export { enqueueWebhookPosts } from './webhook-queue.ts';
