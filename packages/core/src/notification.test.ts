import { describe, expect, it } from 'vitest';
import {
  isInAppLink,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  unreadSummary,
} from './notification.ts';
import {
  announcementSchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  notificationStreamEventSchema,
} from './notification-schemas.ts';
import { parseMessages as messages } from './parse-issues.ts';

describe('notification rules', () => {
  it('labels every type and channel', () => {
    expect(Object.keys(NOTIFICATION_TYPE_LABELS)).toEqual([...NOTIFICATION_TYPES]);
    expect(Object.keys(NOTIFICATION_CHANNEL_LABELS)).toEqual([...NOTIFICATION_CHANNELS]);
  });

  it('summarises the unread count in the spec words', () => {
    expect(unreadSummary(0)).toBe('All caught up!');
    expect(unreadSummary(1)).toBe('1 unread notification');
    expect(unreadSummary(3)).toBe('3 unread notifications');
    expect(NOTIFICATION_MESSAGES.emptyBody).toBe("You're all caught up!");
  });

  it('accepts only in-app paths as links', () => {
    expect(isInAppLink('/projects/12')).toBe(true);
    expect(isInAppLink('/events/3?tab=info#top')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil', 'projects/1', '/a b', '']) {
      expect(isInAppLink(bad), bad).toBe(false);
    }
  });
});

describe('notification schemas', () => {
  it('parses the list query', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ unread: false, limit: 20, offset: 0 });
    expect(notificationListQuerySchema.parse({ unread: 'true', limit: '5', offset: '10' })).toEqual({ unread: true, limit: 5, offset: 10 });
    expect(messages(notificationListQuerySchema, { unread: 'yes' })).toEqual(['Invalid unread filter']);
    expect(messages(notificationListQuerySchema, { limit: '101' })).toEqual(['Invalid limit']);
  });

  it('validates preference changes', () => {
    expect(notificationPreferencesUpdateSchema.parse({ preferences: { project_liked: 'off', announcement: 'email' } })).toEqual({
      preferences: { project_liked: 'off', announcement: 'email' },
    });
    expect(messages(notificationPreferencesUpdateSchema, { preferences: { project_liked: 'sms' } })).toEqual(['Invalid notification preference']);
    expect(messages(notificationPreferencesUpdateSchema, { preferences: { nope: 'off' } }).length).toBe(1);
    const all = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 'in_app']));
    expect(notificationPreferencesSchema.parse({ preferences: all }).preferences).toEqual(all);
  });

  it('validates an announcement', () => {
    expect(announcementSchema.parse({ title: 'Lab closed', message: 'The lab is closed on Friday.' })).toEqual({
      title: 'Lab closed',
      message: 'The lab is closed on Friday.',
      link: undefined,
      audience: 'all',
    });
    expect(announcementSchema.parse({ title: 'Lab closed', message: 'Friday.', link: '', audience: 'moderator' }).link).toBeNull();
    expect(messages(announcementSchema, { title: '', message: 'x' })).toContain('Title is required');
    expect(messages(announcementSchema, { title: 'Title', message: '' })).toEqual(['Message is required']);
    expect(messages(announcementSchema, { title: 'Title', message: 'x', link: 'https://evil.example' })).toEqual([NOTIFICATION_MESSAGES.invalidLink]);
    expect(messages(announcementSchema, { title: 'Title', message: 'x', audience: 'everyone' })).toEqual(['Invalid audience']);
  });

  it('describes the stream events', () => {
    const notification = { id: 1, type: 'announcement', title: 'T', message: 'M', link: null, read: false, time: '2026-01-01T00:00:00.000Z' };
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(notificationStreamEventSchema.parse({ event: 'unread', data: { unread_count: 2 } })).toEqual({ event: 'unread', data: { unread_count: 2 } });
  });
});
