import type { UserRole, UserStatus } from './user.ts';

/** Who is acting (SPEC §6 Roles and permissions). */
export interface Actor {
  id: number;
  role: UserRole;
  status: UserStatus;
}

/** Every action guarded by {@link can}; each feature's server manifest names the ones it owns. */
export const ACTIONS = [
  'project:create',
  'project:update',
  'project:delete',
  'project:like',
  'user:read',
  'user:update',
  'user:read-email',
  'user:password',
  'user:manage',
  'project:manage',
  'admin:access',
  'moderation:act',
  'challenge:submit',
  'challenge:manage',
  'game:score',
  'image:upload',
  'image:use',
  'event:create',
  'event:update',
  'event:delete',
  'event:manage',
  'event:register',
  'notification:announce',
  'product:create',
  'product:update',
  'product:delete',
  'product:hide',
  'product:review',
  'order:view',
  'order:manage',
  'coupon:manage',
  'blog:write',
  'blog:update',
  'blog:delete',
  'blog:manage-writers',
  'blog:like',
  'docs:edit',
  'resource:manage',
  'course:create',
  'course:update',
  'course:delete',
  'course:review',
  'course:like',
  'course:enroll',
  'course:learn',
  'chat:post',
  'chat:moderate',
  'chat:manage-rooms',
  'chatbot:manage',
  'forum:post',
  'forum:moderate',
  'forum:manage-categories',
  'team:create',
  'team:manage',
  'board:create',
  'board:manage',
  'roadmap:vote',
  'roadmap:manage',
  'job:post',
  'job:update',
  'job:apply',
  'job:manage-partners',
  'review:request',
  'review:review',
  'review:moderate',
  'analytics:view',
  'analytics:manage-goals',
  'integration:manage',
  'hackathon:take-part',
  'hackathon:appoint-judges',
  'hackathon:manage-teams',
  'mentorship:take-part',
  'mentorship:approve',
] as const;

/** Actions guarded by {@link can}. */
export type Action = (typeof ACTIONS)[number];

/** The subject of a permission check, where it matters: its owner, an event's organisers, the event setting. */
export interface PermissionSubject {
  /** The owner (a project's owner, an event's creator, an image's uploader, a profile's member). */
  ownerId?: number;
  /** An event's listed organisers. */
  organizerIds?: readonly number[];
  /** The admin setting "members may create events" (SPEC §6; default off). */
  membersMayCreate?: boolean;
  /** The actor is a blog writer (an admin made them one). */
  isWriter?: boolean;
  /** The member chose to show their email address to other members (`users.show_email`). */
  showsEmail?: boolean;
  /** The actor is a job partner (an admin made them one; SPEC §2 Jobs). */
  isJobPartner?: boolean;
}

/**
 * The single place permission rules live (SPEC §4, §6; DESIGN API conventions). Only active accounts act;
 * admin actions need an active admin; moderation needs an active admin or moderator; projects are edited
 * or deleted by their owner or an admin; profiles by their owner or an admin; a password is changed only by
 * its owner (admins set passwords through 'user:manage'). Admin actions: 'admin:access' (panel, stats,
 * audit log), 'user:manage' (create, edit, suspend, delete members), 'project:manage' (any project),
 * 'challenge:manage' (create, edit, delete challenges). 'challenge:submit': any active account answers
 * challenges (SPEC §4 "Only active users may take part in challenges"); 'game:score': any active account saves
 * its finished games to the server's boards. 'image:upload': any active account uploads images;
 * 'image:use': an uploaded image is attached (to a project, as an avatar) or deleted by its uploader or an admin.
 * Events (SPEC §6 "admin or creator (event)"): 'event:create' admins and moderators, and members when the admin
 * setting allows it (`membersMayCreate`); 'event:update' and 'event:manage' (transitions, registrations list,
 * check-in) the creator, a listed organiser or an admin; 'event:delete' the creator or an admin; 'event:register'
 * any active account.
 * 'notification:announce': active admins send announcements to every member or to one role (SPEC §2 Notifications;
 * a member's own notifications need only a session).
 * Shop catalogue: 'product:create' and 'product:review' any active account (a review also needs a
 * non-cancelled purchase, checked by the server); 'product:update'/'product:delete' the listing's seller
 * (`ownerId`; a club product has none) or an admin; 'product:hide' admins.
 * Shop orders: 'order:view' the buyer or an admin; 'order:manage' (status changes, every order) and
 * 'coupon:manage' (create, edit, expire, limit coupons) active admins.
 * Blog: 'blog:write' admins, moderators and the members an admin made writers (`isWriter`);
 * 'blog:update' and 'blog:delete' the post's author, moderators and admins; 'blog:manage-writers' admins; 'blog:like'
 * any active account.
 * 'docs:edit': active admins write, edit and delete documentation articles (reading is public).
 * 'resource:manage': active admins and moderators add, edit and delete learning resources and upload their files
 * (/resources).
 * Courses: 'course:create' admins and moderators; 'course:update' admins, moderators and
 * the course's instructor (`ownerId`); 'course:delete' admins; 'course:enroll', 'course:review' and 'course:like' any
 * active account (a review also needs an enrollment, checked by the server). 'course:learn' (mark lessons complete,
 * submit exam attempts) any active account; the server also requires the enrollment.
 * Chat: 'chat:post' (read the rooms, post, edit one's own messages) any active account (a mute is checked by the
 * server); 'chat:moderate' (delete any message, mute a member) moderators and admins; 'chat:manage-rooms' (add,
 * rename, archive rooms) and 'chatbot:manage' (the assistant's FAQ and unanswered questions) admins.
 * 'user:read-email' (SPEC §2 Community Members): a member's email address is read by that member (`ownerId`) and by
 * admins, and by any active account when the member shows it (`showsEmail`); never by visitors.
 * Forum: 'forum:post' (start threads, reply, like, report; edit and delete one's own posts) any active account;
 * 'forum:moderate' (the report queue, hide and restore posts, lock, pin, move and merge threads) moderators and
 * admins; 'forum:manage-categories' (add, rename, reorder, archive categories) admins.
 * Teams: 'team:create' (create a team, accept an invitation) any active account; 'team:manage' (edit, invite into,
 * remove from or delete any team, as its lead may) admins. A team's own lead acts on it through their role, which the
 * server checks.
 * Planning: 'board:create' (new boards) any active account (a team's or project's board also needs membership, checked
 * by the server); 'board:manage' (see and edit every board, delete any) admins. Everyone who can see a board edits its
 * tasks; who sees it follows its owner (checked by the server).
 * Roadmap: 'roadmap:vote' (vote for an item and take the vote back) any active account; 'roadmap:manage' (add, edit,
 * move between phases and delete items) admins.
 * Jobs: 'job:post' admins, moderators and the members an admin made job partners (`isJobPartner`); 'job:update'
 * (edit, delete, see and review the applications) the poster (`ownerId`) or an admin; 'job:apply' any active account
 * (the deadline and one application per posting are checked by the server); 'job:manage-partners' admins.
 * Code review: 'review:request' (ask for a review) and 'review:review' (claim, comment, decide) any active account;
 * the server checks the rest (not one's own request; only the claiming reviewer decides; only the requester reopens);
 * 'review:moderate' (release a stale claim) moderators and admins.
 * Analytics (SPEC §2 Analytics): 'analytics:view' (the summary, the series and the goals) admins and moderators;
 * 'analytics:manage-goals' (add, edit and delete goals) admins.
 * Integrations (SPEC §2 Integrations): 'integration:manage' (the Slack and Discord webhooks, their test and log, the
 * storage card) admins.
 * Hackathons and workshops (SPEC §2 Hackathons, §2 Workshops): 'hackathon:take-part' (register a team, submit, score
 * as an appointed judge, set up a hackathon or a workshop one organises, give workshop feedback) any active account;
 * the server checks the rest (team lead, judge, the event's organiser or an admin, attendance); 'hackathon:appoint-judges'
 * and 'hackathon:manage-teams' (withdraw any registered team, read any team's linkable projects) admins.
 * Mentorship (docs/requirements.md §2 Mentorship): 'mentorship:take-part' (apply to mentor, book, cancel, reschedule,
 * give feedback) any active account (the server checks the rest: one's own sessions, the cut-off, not oneself);
 * 'mentorship:approve' (approve or reject mentor applications) admins.
 * @param actor the signed-in user, or null when signed out
 * @param action what they want to do
 * @param subject the owner of the thing acted on, where it matters
 * @returns whether it is allowed
 */
export function can(actor: Actor | null | undefined, action: Action, subject: PermissionSubject = {}): boolean {
  if (!actor || actor.status !== 'active') return false;
  const isAdmin = actor.role === 'admin';
  switch (action) {
    case 'review:request':
    case 'review:review':
    case 'mentorship:take-part':
      return true;
    case 'mentorship:approve':
      return isAdmin;
    case 'analytics:view':
      return isAdmin || actor.role === 'moderator';
    case 'analytics:manage-goals':
      return isAdmin;
    case 'admin:access':
    case 'user:manage':
    case 'project:manage':
    case 'challenge:manage':
    case 'notification:announce':
    case 'docs:edit':
      return isAdmin;
    case 'moderation:act':
    case 'resource:manage':
      return isAdmin || actor.role === 'moderator';
    case 'project:create':
    case 'project:like':
    case 'user:read':
    case 'challenge:submit':
    case 'game:score':
    case 'image:upload':
      return true;
    case 'project:update':
    case 'project:delete':
    case 'image:use':
    case 'user:update':
      return isAdmin || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'user:read-email':
      return isAdmin || subject.showsEmail === true || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'event:create':
      return isAdmin || actor.role === 'moderator' || subject.membersMayCreate === true;
    case 'event:register':
      return true;
    case 'event:delete':
      return isAdmin || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'event:update':
    case 'event:manage':
      return isAdmin || (subject.ownerId !== undefined && subject.ownerId === actor.id) || (subject.organizerIds ?? []).includes(actor.id);
    case 'blog:write':
      return isAdmin || actor.role === 'moderator' || subject.isWriter === true;
    case 'blog:update':
    case 'blog:delete':
      return isAdmin || actor.role === 'moderator' || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'blog:manage-writers':
      return isAdmin;
    case 'blog:like':
      return true;
    case 'course:create':
      return isAdmin || actor.role === 'moderator';
    case 'course:update':
      return isAdmin || actor.role === 'moderator' || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'course:delete':
      return isAdmin;
    case 'course:enroll':
    case 'course:review':
    case 'course:like':
    case 'course:learn':
      return true;
    case 'user:password':
      return subject.ownerId !== undefined && subject.ownerId === actor.id;
    case 'product:create':
    case 'product:review':
      return true;
    case 'product:update':
    case 'product:delete':
      return isAdmin || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'order:view':
      return isAdmin || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'product:hide':
    case 'order:manage':
    case 'coupon:manage':
    case 'chat:manage-rooms':
    case 'chatbot:manage':
    case 'forum:manage-categories':
    case 'team:manage':
    case 'board:manage':
    case 'roadmap:manage':
      return isAdmin;
    case 'chat:post':
    case 'forum:post':
    case 'team:create':
    case 'board:create':
    case 'roadmap:vote':
      return true;
    case 'chat:moderate':
    case 'forum:moderate':
    case 'review:moderate':
      return isAdmin || actor.role === 'moderator';
    case 'job:post':
      return isAdmin || actor.role === 'moderator' || subject.isJobPartner === true;
    case 'job:update':
      return isAdmin || (subject.ownerId !== undefined && subject.ownerId === actor.id);
    case 'job:apply':
      return true;
    case 'job:manage-partners':
    case 'integration:manage':
      return isAdmin;
    case 'hackathon:take-part':
      return true;
    case 'hackathon:appoint-judges':
    case 'hackathon:manage-teams':
      return isAdmin;
  }
}

/**
 * The action a page restricted to a role needs (SPEC §3 Route descriptor `role`), so route guards decide
 * through {@link can} like every other check: 'admin' pages need 'admin:access', 'moderator' pages
 * 'moderation:act' (admins too), and 'user' pages 'user:read' (any active account).
 * @param role the descriptor's role
 * @returns the action to pass to {@link can}
 */
export function roleAction(role: UserRole): Action {
  switch (role) {
    case 'admin':
      return 'admin:access';
    case 'moderator':
      return 'moderation:act';
    case 'user':
      return 'user:read';
  }
}
