/*
 * Notifications (SPEC §2 Notifications, §3 Notification): stored per member and typed, created by the actions
 * themselves, delivered live to every open tab, with a preference per type (in-app, email digest, off).
 * Zod-free so the header bell and the page stay small; validation and the response schemas live in
 * ./notification-schemas.ts.
 */

/**
 * What a notification is about. 'account_changed' is a role or status change made by an admin;
 * 'announcement' is an admin announcement; 'chat_mention' an @username mention in the chatroom; 'forum_reply' a reply in a forum thread the member follows,
 * 'forum_mention' an @username mention in the forum; 'team_invitation' a team lead invited the member;
 * 'team_invitation_response' an invitee accepted or declined the lead's invitation; 'team_removed' the lead removed the
 * member from a team; 'task_assigned' a task on a planning board assigned to the member; 'roadmap_phase' a roadmap
 * item the member voted for moved to another phase; 'job_application_status' the poster of a job changed the status of
 * the member's application; 'job_saved_search' a new job posting matches one of the member's saved searches;
 * 'review_claimed', 'review_comment', 'review_decision' a reviewer claimed, commented on or decided a code review the
 * member requested (comments also reach the reviewer); 'hackathon_team' the member's team was registered for a
 * hackathon; 'hackathon_withdrawn' the member's team was withdrawn from a hackathon; 'hackathon_results' the results of a hackathon the member's team entered were published.
 */
export const NOTIFICATION_TYPES = [
  'project_liked',
  'challenge_solved',
  'event_registered',
  'event_waitlist_promoted',
  'event_changed',
  'event_cancelled',
  'account_changed',
  'announcement',
  'order_status',
  'product_sold',
  'certificate_issued',
  'chat_mention',
  'forum_reply',
  'forum_mention',
  'team_invitation',
  'team_invitation_response',
  'team_removed',
  'task_assigned',
  'roadmap_phase',
  'job_application_status',
  'job_saved_search',
  'review_claimed',
  'review_comment',
  'review_decision',
  'hackathon_team',
  'hackathon_withdrawn',
  'hackathon_results',
  'mentor_application',
  'mentorship_session',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Labels of the types on the preferences screen, in {@link NOTIFICATION_TYPES} order. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  project_liked: 'Someone liked your project',
  challenge_solved: 'You solved a challenge',
  event_registered: 'Event registration confirmed',
  event_waitlist_promoted: 'Moved from the waitlist to the event',
  event_changed: 'An event you registered for changed',
  event_cancelled: 'An event you registered for was cancelled',
  account_changed: 'Your role or account status changed',
  announcement: 'Announcements from the admins',
  order_status: 'Your orders: placed, paid, fulfilled or cancelled',
  product_sold: 'Someone bought a part you sell',
  certificate_issued: 'You earned a course certificate',
  chat_mention: 'Someone mentioned you in the chatroom',
  forum_reply: 'Replies to forum threads you follow',
  forum_mention: 'Someone mentioned you in the forum',
  team_invitation: 'A team lead invited you into their team',
  team_invitation_response: 'Someone answered your team invitation',
  team_removed: 'You were removed from a team',
  task_assigned: 'Someone assigned you a task on a planning board',
  roadmap_phase: 'A roadmap item you voted for changed phase',
  job_application_status: 'Your job applications: reviewing, accepted or rejected',
  job_saved_search: 'New jobs matching your saved searches',
  review_claimed: 'Someone claimed your code review request',
  review_comment: 'Comments on code reviews you requested or review',
  review_decision: 'A reviewer approved or requested changes to your code',
  hackathon_team: 'Your team was registered for a hackathon',
  hackathon_withdrawn: 'Your team was withdrawn from a hackathon',
  hackathon_results: 'Results of a hackathon your team entered',
  mentor_application: 'An admin decided on your mentor application',
  mentorship_session: 'Mentorship sessions booked, cancelled or rescheduled (also mailed at once, with the calendar link, unless Off)',
};

/**
 * How a member wants a type delivered: 'in_app' (stored, shown in the bell and live; the default), 'email'
 * (stored and shown in the app, and gathered into one email digest a day), 'off' (not stored at all).
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The channel of a type the member never chose. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'in_app';

/** Labels of the channels on the preferences screen. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'Email digest',
  off: 'Off',
};

/** Who an admin announcement goes to: every member, or the members of one role. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'user', 'moderator', 'admin'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** Labels of the audiences in the admin form. */
export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'Everyone',
  user: 'Members',
  moderator: 'Moderators',
  admin: 'Admins',
};

/** Lengths of a notification's texts, in characters. */
export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 1000;
/** Longest in-app link (a path such as `/projects/12`). */
export const NOTIFICATION_LINK_MAX = 300;

/** Page size of `GET /api/notifications` (default and largest). */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 100;

/** Server-Sent Events of `GET /api/notifications/stream`: the event names and the heartbeat period (ms). */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread' } as const;
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** Open streams a member may hold at once (tabs); one more answers 429. */
export const NOTIFICATION_STREAMS_PER_MEMBER = 10;

/**
 * Whether a link is an in-app path the web app may navigate to: starts with one '/', no scheme, no
 * backslash, no control characters ('/projects/12' yes; '//evil.example', 'https://…', '/\\x' no).
 * @param link the link to check
 */
export function isInAppLink(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/u.test(link) && link.length <= NOTIFICATION_LINK_MAX;
}

/**
 * The heading of the notifications page (SPEC §2 Notifications): 'N unread notification(s)' or 'All caught up!'.
 * @param unread the member's unread count
 */
export function unreadSummary(unread: number): string {
  if (unread <= 0) return NOTIFICATION_MESSAGES.allCaughtUp;
  return `${unread} unread notification${unread === 1 ? '' : 's'}`;
}

/** The shapes the routes answer are zod schemas in ./notification-schemas.ts; their types are re-exported here. */
export type {
  AnnouncementInput,
  AnnouncementResult,
  Notification,
  NotificationListMeta,
  NotificationPreferences,
  NotificationStreamUnread,
} from './notification-schemas.ts';

/** Texts of the notifications screens and answers (SPEC §2 Notifications; shown verbatim by the web app). */
export const NOTIFICATION_MESSAGES = {
  allCaughtUp: 'All caught up!',
  markAllRead: 'Mark all as read',
  deleteTitle: 'Delete notification',
  emptyTitle: 'No notifications',
  emptyBody: "You're all caught up!",
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  preferencesSaved: 'Notification preferences saved',
  announcementSent: (recipients: number) => `Announcement sent to ${recipients} member${recipients === 1 ? '' : 's'}`,
  tooManyStreams: 'Too many open notification streams',
  invalidLink: 'Link must be a path in the app, such as /projects/12',
} as const;

/** Titles and messages of the notifications the server creates (one place, so the texts stay consistent). */
export const NOTIFICATION_TEXTS = {
  projectLiked: (liker: string, project: string) => ({ title: 'New like on your project', message: `${liker} liked "${project}".` }),
  challengeSolved: (challenge: string, points: number) => ({
    title: 'Challenge solved',
    message: `You solved "${challenge}" and earned ${points} points.`,
  }),
  roleChanged: (role: string) => ({ title: 'Your role changed', message: `An admin changed your role to ${role}.` }),
  statusChanged: (status: string) => ({ title: 'Your account status changed', message: `An admin changed your account status to ${status}.` }),
  eventRegistered: (event: string) => ({
    title: 'Registration confirmed',
    message: `You are registered for "${event}". Your check-in code is on the event page.`,
  }),
  eventWaitlistPromoted: (event: string) => ({
    title: 'You have a place',
    message: `A place freed up: you moved from the waitlist to registered for "${event}".`,
  }),
  eventChanged: (event: string) => ({ title: 'Event updated', message: `"${event}" changed: check its date, time and place.` }),
  eventCancelled: (event: string, reason: string | null) => ({
    title: 'Event cancelled',
    message: reason ? `"${event}" was cancelled: ${reason}` : `"${event}" was cancelled.`,
  }),
  eventDeleted: (event: string) => ({ title: 'Event cancelled', message: `"${event}" was removed by its organisers.` }),
  orderPlaced: (order: number, total: string) => ({ title: `Order #${order} placed`, message: `Your order #${order} of ${total} was placed.` }),
  orderStatus: (order: number, status: string, note: string | null) => ({
    title: `Order #${order} ${status}`,
    message: note ? `Your order #${order} is now ${status}: ${note}` : `Your order #${order} is now ${status}.`,
  }),
  productSold: (product: string, quantity: number) => ({
    title: 'You sold a part',
    message: `${quantity} × "${product}" ${quantity === 1 ? 'was' : 'were'} bought in the shop.`,
  }),
  certificateIssued: (course: string) => ({
    title: 'Certificate earned',
    message: `You completed "${course}". Your certificate is ready to view and download.`,
  }),
} as const;
