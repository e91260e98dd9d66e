import { z } from 'zod';
import { listEnvelope, pageMetaSchema } from './api.ts';
import { optionalTextSchema, pageQueryShape, textSchema } from './input.ts';
import {
  ANNOUNCEMENT_AUDIENCES,
  isInAppLink,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  type NotificationType,
} from './notification.ts';

/*
 * Notification validation and the shapes the notification routes answer (SPEC §2 Notifications, §3 Notification):
 * the list, the preferences, the admin announcement form and the events of the live stream.
 */

const notificationType = z.enum(NOTIFICATION_TYPES, { error: 'Invalid notification type' });
const channel = z.enum(NOTIFICATION_CHANNELS, { error: 'Invalid notification preference' });

/** A stored notification as its member sees it (SPEC §3 Notification). */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable().describe("An in-app path to open when the notification is clicked (e.g. '/projects/12'), or null"),
    read: z.boolean(),
    time: z.string().describe('When it was created (ISO-8601 UTC)'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications` query: paging, and `unread=true` for unread ones only. */
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'Invalid unread filter' })
    .optional()
    .transform((v) => v === 'true'),
  ...pageQueryShape({ defaultLimit: NOTIFICATION_PAGE_SIZE, maxLimit: NOTIFICATION_PAGE_MAX }),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** `meta` of `GET /api/notifications`: the page, and the member's unread count over all their notifications. */
export const notificationListMetaSchema = pageMetaSchema.extend({
  unread_count: z.number().int().nonnegative().describe("The member's unread notifications (all of them, whatever the page and filter)"),
});
export type NotificationListMeta = z.infer<typeof notificationListMetaSchema>;

/** What `GET /api/notifications` answers: newest first. */
export const notificationListEnvelopeSchema = listEnvelope(notificationSchema).extend({ meta: notificationListMetaSchema });

/** `data` of read, read-all and delete: the member's unread count after the change. */
export const notificationUnreadSchema = z
  .object({ unread_count: z.number().int().nonnegative().describe("The member's unread notifications") })
  .meta({ id: 'NotificationUnread' });
export type NotificationStreamUnread = z.infer<typeof notificationUnreadSchema>;

const channelOut = z.enum(NOTIFICATION_CHANNELS);
const preferencesShape = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, channelOut])) as { [K in NotificationType]: typeof channelOut };

/** Preferences: one channel per type (every type present in answers; a request may name some). */
export const notificationPreferencesSchema = z
  .object({
    preferences: z
      .object(preferencesShape)
      .describe("Each type's channel: 'in_app' (the default), 'email' (in the app and in the daily digest) or 'off' (not stored)"),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PUT /api/notifications/preferences` body: the types to change (others keep theirs); unknown types refused. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z.partialRecord(notificationType, channel, { error: 'Preferences must map notification types to in_app, email or off' }),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

/** `POST /api/admin/announcements` body (admins): to every member, or to the members of one role. */
export const announcementSchema = z.object({
  title: textSchema({ label: 'Title', max: NOTIFICATION_TITLE_MAX, min: 3, requiredMessage: 'Title is required', singleLine: true }),
  message: textSchema({ label: 'Message', max: NOTIFICATION_MESSAGE_MAX, min: 1, requiredMessage: 'Message is required' }),
  link: optionalTextSchema({ label: 'Link', max: NOTIFICATION_LINK_MAX }).refine(
    (v) => v === null || v === undefined || isInAppLink(v),
    NOTIFICATION_MESSAGES.invalidLink,
  ),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'Invalid audience' }).default('all'),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
export type Announcement = z.output<typeof announcementSchema>;

/** What `POST /api/admin/announcements` answers (201): how many members received it. */
export const announcementResultSchema = z
  .object({
    recipients: z.number().int().nonnegative().describe('Active members of the audience who received it (members who turned announcements off excluded)'),
  })
  .meta({ id: 'AnnouncementResult' });
export type AnnouncementResult = z.infer<typeof announcementResultSchema>;

/** `data` of the stream's `notification` event: the new notification. `unread` event: {@link notificationUnreadSchema}. */
export const notificationStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('notification'), data: notificationSchema }),
  z.object({ event: z.literal('unread'), data: notificationUnreadSchema }),
]);
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
