import type { MailKind, MailStatus } from '@esdc/core/account-schemas';
import type { WebhookDeliveryKind, WebhookDeliveryStatus, WebhookTarget } from '@esdc/core/integration';
import type { JobApplicationStatus, JobType } from '@esdc/core/jobs';
import type { NotificationChannel, NotificationType } from '@esdc/core/notification';
import type { AuditAction, AuditTargetType } from '@esdc/core/admin-user-schemas';
import type { ChallengeCategory, ChallengeDifficulty, ChallengeVisibility } from '@esdc/core/challenge';
import type { BlogCategory, BlogStatus } from '@esdc/core/blog';
import type { CourseCategory, CourseExamKind, CourseLevel, CourseQuestionKind } from '@esdc/core/course';
import type { Currency } from '@esdc/core/shop';
import type { EventCategory, EventMode, EventRegistrationStatus, EventStatus } from '@esdc/core/event';
import type { GameId } from '@esdc/core/games/score';
import type { PointsSource } from '@esdc/core/points';
import type { ProjectStatus } from '@esdc/core/project';
import type { CouponType, OrderStatus } from '@esdc/core/shop';
import type { UserRole, UserStatus } from '@esdc/core/user';
import type { DocGroup } from '@esdc/core/docs';
import type { SearchResultType } from '@esdc/core/search';
import type { FileUploadType, ResourceCategory, ResourceKind } from '@esdc/core/resource';
import type { TeamFocusArea, TeamInvitationStatus, TeamRole } from '@esdc/core/team';
import type { TaskPriority, TaskStatus } from '@esdc/core/planning';
import type { Generated } from 'kysely';

/** What a one-time account link is for. */
export type AccountTokenPurpose = 'password-reset' | 'email-verification';

/** Table types of the database (migrations in ./migrations are the source of truth). */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  role: UserRole;
  status: UserStatus;
  github_username: string | null;
  avatar_url: string | null;
  bio: string | null;
  location: string | null;
  company: string | null;
  blog: string | null;
  points: Generated<number>;
  completed_challenges: Generated<number>;
  suspension_reason: string | null;
  created_at: string;
  updated_at: string;
  last_active: string | null;
  /** When `points` last changed (the leaderboard's tie-break: who reached the score first); null if never. */
  points_reached_at: Generated<string | null>;
  /** When the member confirmed their email address (migration 005); null while unverified. */
  email_verified_at: string | null;
  /** When the member deleted their account (migration 008): the row is then a tombstone, never listed as a member. */
  deleted_at: Generated<string | null>;
  /** 1 when the member shows their email to other signed-in members (migration 016), else 0: then only they and admins see it. */
  show_email: Generated<number>;
}

interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

interface TechnologiesTable {
  id: Generated<number>;
  name: string;
  icon: string | null;
  category: string | null;
  description: string | null;
  course_link: string | null;
}

interface TagsTable {
  id: Generated<number>;
  name: string;
  color: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  category: string;
  status: ProjectStatus;
  image: string | null;
  github_link: string | null;
  live_url: string | null;
  /** Cost in minor units (cents). */
  cost: Generated<number>;
  likes: Generated<number>;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

interface ProjectTechnologiesTable {
  project_id: number;
  technology_id: number;
}

interface ProjectTagsTable {
  project_id: number;
  tag_id: number;
}

interface ProjectContributorsTable {
  project_id: number;
  user_id: number;
  created_at: string;
}

interface ProjectLikesTable {
  project_id: number;
  user_id: number;
  created_at: string;
}

/** One change of a member's points: the signed change and the resulting balance (SPEC §4 Points). */
interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance: number;
  reason: string;
  source: PointsSource;
  actor_id: number | null;
  created_at: string;
}

/** One domain event: who did what to which target, when; `details` is JSON text. */
interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  details: string;
  created_at: string;
}

/** A challenge (SPEC §2 Challenges); `hints` is a JSON array of strings. */
export interface ChallengesTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: ChallengeCategory;
  difficulty: ChallengeDifficulty;
  points: number;
  /** Hex sha256 of `answer_salt` + the normalised answer (core `normalizeAnswer`). */
  answer_hash: string;
  answer_salt: string;
  answer_pattern: string | null;
  hints: Generated<string>;
  visibility: Generated<ChallengeVisibility>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Every answer a member submitted; `correct` is 0/1; `answer` is kept (normalised) only for wrong ones. */
interface ChallengeSubmissionsTable {
  id: Generated<number>;
  challenge_id: number;
  user_id: number;
  correct: number;
  answer: string | null;
  created_at: string;
}

/** One row per member and solved challenge (primary key challenge_id + user_id): a solve counts once. */
interface ChallengeSolvesTable {
  challenge_id: number;
  user_id: number;
  /** Points awarded for it. */
  points: number;
  solved_at: string;
}

/** A finished game reported by a signed-in member (plausibility-checked). */
interface GameScoresTable {
  id: Generated<number>;
  user_id: number;
  game: GameId;
  score: number;
  duration_ms: number;
  moves: number | null;
  created_at: string;
}

/** Points a member earned in one calendar period ('week:YYYY-MM-DD' / 'month:YYYY-MM'; core `periodKey`). */
interface PointsPeriodsTable {
  period: string;
  user_id: number;
  points: number;
  /** When the period's total last changed (tie-break). */
  reached_at: string;
}

/** When a viewer's view of a project last counted (migration 004; at most once per viewer per project per hour). */
interface ProjectViewsTable {
  project_id: number;
  /** 'user:<id>' for a member, 'anon:<sha256 hex of address and user agent>' for a visitor. */
  viewer: string;
  /** ISO-8601 UTC. */
  counted_at: string;
}

/** A one-time account link (migration 005): only the sha256 of the token is stored. */
interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  /** Hex sha256 of the token sent in the link. */
  token_hash: string;
  /** ISO-8601 UTC. */
  expires_at: string;
  /** When it was used or superseded; null while it works. */
  used_at: string | null;
  created_at: string;
}

/** A message in the durable outgoing-mail queue (migration 005). */
export interface OutgoingMailTable {
  id: Generated<number>;
  kind: MailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: Generated<number>;
  /** When the next attempt may start (for a message being sent: when its claim lapses). ISO-8601 UTC. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An uploaded image (migration 006). */
export interface ImagesTable {
  id: Generated<number>;
  /** Who uploaded it (only they, or an admin, may attach or delete it). */
  user_id: number;
  /** 32 random hex digits naming its objects in the media storage: `<key>/<variant>.<format>`. */
  storage_key: string;
  /** Of the original after auto-rotation, in pixels. */
  width: number;
  height: number;
  /** Size of the uploaded file. */
  bytes: number;
  /** JSON: `[{ name, width, height }]`, smallest first; each stored as AVIF and WebP. */
  variants: string;
  /** ISO-8601 UTC. */
  created_at: string;
}

/** An image shown on a project (migration 006): in `position` order, one of them the cover. */
interface ProjectImagesTable {
  project_id: number;
  image_id: number;
  position: number;
  /** 1 for the cover, else 0. */
  is_cover: number;
}

/** A member's account at an external sign-in provider (migration 007). */
interface UserIdentitiesTable {
  provider: 'github';
  /** The provider's stable id of the account (GitHub's numeric user id, as text). */
  provider_user_id: string;
  user_id: number;
  /** The account's login as the provider last reported it (verified by the sign-in). */
  login: string;
  /** ISO-8601 UTC. */
  linked_at: string;
}

/** An OAuth round trip in flight (migration 007): single use, 10 minutes. */
interface OAuthStatesTable {
  /** Hex sha256 of the `state` sent to the provider. */
  state_hash: string;
  /** The PKCE code verifier (RFC 7636) of this round trip. */
  code_verifier: string;
  purpose: 'signin' | 'link';
  /** The member linking (purpose 'link'); null for a sign-in. */
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

/** A one-time code the web app exchanges for a session after a GitHub sign-in (migration 007): 2 minutes. */
interface OAuthSignInCodesTable {
  /** Hex sha256 of the code. */
  code_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** An event (migration 009; SPEC §3 Event). Dates ISO-8601 UTC. */
export interface EventsTable {
  id: Generated<number>;
  title: string;
  /** Markdown source. */
  description: string;
  status: EventStatus;
  category: EventCategory;
  location: string | null;
  mode: EventMode;
  start_date: string;
  end_date: string;
  /** Places; null = unlimited. */
  max_participants: number | null;
  /** Seats taken; written with the registrations while the row is locked, never above max_participants. */
  registered_participants: Generated<number>;
  attendance_points: Generated<number>;
  image_id: number | null;
  image_url: string | null;
  registration_url: string | null;
  created_by: number | null;
  cancellation_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A listed organiser of an event (migration 009). */
interface EventOrganizersTable {
  event_id: number;
  user_id: number;
  position: number;
}

/** A tag of an event, by name (migration 009). */
interface EventTagsTable {
  event_id: number;
  name: string;
  position: number;
}

/** A member's place on an event (migration 009): the id is the arrival order, the waitlist's order. */
interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  status: EventRegistrationStatus;
  /** Check-in code, unique over all events. */
  code: string;
  created_at: string;
  checked_in_at: string | null;
  checked_in_by: number | null;
  /** Attendance points the ledger awarded for this check-in (0 when none). */
  points_awarded: Generated<number>;
}

/**
 * The attendance points a member earned at an event (migration 017): one row per member and event, kept whatever
 * happens to the registration, so attendance points are awarded once (SPEC §2 Events).
 */
interface EventAttendanceTable {
  event_id: number;
  user_id: number;
  /** Points the ledger awarded for it (0 when the event gave none). */
  points: Generated<number>;
  /** ISO-8601 UTC, the first check-in. */
  checked_in_at: string;
}

interface AppSettingsTable {
  key: string;
  value: string;
}

/** The club's links set by admins (migration 018; SPEC §1 Landing): the one row has `id` 1; null = unset. */
interface ClubSettingsTable {
  id: number;
  chat_group_url: string | null;
  code_host_url: string | null;
  contact_email: string | null;
  updated_at: string | null;
}

/** An admin's site-wide switch of a feature (migration 037, SPEC §3 Feature settings); a switch without a row is on. */
interface SiteFeaturesTable {
  key: string;
  /** 1 on, 0 off. */
  enabled: number;
  updated_at: string;
  updated_by: number | null;
}

/** A member's notification (migration 010, SPEC §3 Notification). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  title: string;
  message: string;
  /** In-app path opened on click, or null. */
  link: string | null;
  /** When the member read it (ISO-8601 UTC); null while unread. */
  read_at: string | null;
  /** When it went out in an email digest, or was mailed by its action at once (`notify`'s `mailedDirectly`); null if never. */
  digested_at: string | null;
  created_at: string;
}

/** A member's channel for one notification type (migration 010); a type without a row is 'in_app'. */
interface NotificationPreferencesTable {
  user_id: number;
  type: NotificationType;
  channel: NotificationChannel;
}

/** When a member's last email digest was queued (migration 010). */
interface NotificationDigestsTable {
  user_id: number;
  last_sent_at: string;
}

/** A shop category (migration 011); seeded Hardware, Components, Tools. */
interface ProductCategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
  created_at: string;
}

/** A shop listing (migration 011; SPEC §3 Shop product). Money in integer cents. */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** Markdown source. */
  description: string;
  /** A product_categories name. */
  category: string;
  price_cents: number;
  /** Units in stock, never below 0 (CHECK). */
  stock: Generated<number>;
  /** The member selling it; null = the club. */
  seller_id: number | null;
  /** 1 when an admin hid the listing. */
  hidden: Generated<number>;
  /** Sum of the reviews' ratings (stars) and their count, written with the review rows. */
  rating_sum: Generated<number>;
  review_count: Generated<number>;
  /** Units sold (checkout adds, cancellation subtracts). */
  sales_count: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An image of a product (migration 011): position 0 is the cover; an upload or a URL. */
interface ProductImagesTable {
  product_id: number;
  position: number;
  image_id: number | null;
  url: string | null;
}

/** A feature line of a product (migration 011). */
interface ProductFeaturesTable {
  product_id: number;
  position: number;
  text: string;
}

/** A specification row of a product (migration 011). */
interface ProductSpecsTable {
  product_id: number;
  position: number;
  key: string;
  value: string;
}

/** A related product of a product, in position order (migration 011). */
interface ProductRelatedTable {
  product_id: number;
  related_id: number;
  position: number;
}

/** A verified buyer's review (migration 011; SPEC §3 Review); one per member and product. */
interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  /** 1–5 stars. */
  rating: number;
  title: string;
  comment: string;
  created_at: string;
}

/** A coupon (migration 011; SPEC §3 Coupon). */
export interface CouponsTable {
  id: Generated<number>;
  /** Stored upper-case, unique. */
  code: string;
  type: CouponType;
  /** Percent (1–100) for 'percentage', cents for 'fixed'. */
  discount: number;
  description: Generated<string>;
  /** 1/0. */
  active: Generated<number>;
  starts_at: string | null;
  expires_at: string | null;
  max_uses_total: number | null;
  max_uses_per_member: number | null;
  uses: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A product a coupon applies to (migration 011). */
interface CouponProductsTable {
  coupon_id: number;
  product_id: number;
}

/** A member's cart header: the applied coupon (migration 011). */
interface CartsTable {
  user_id: number;
  coupon_code: string | null;
  updated_at: string;
}

/** A line of a member's cart (migration 011). */
interface CartItemsTable {
  user_id: number;
  product_id: number;
  quantity: number;
  added_at: string;
}

/** A product on a member's wishlist (migration 011). */
interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  added_at: string;
}

/** An order (migration 011). Money in integer cents. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  status: OrderStatus;
  /** 'USD' for shop orders (cents), 'INR' for course orders (paise); migration 014. */
  currency: Generated<Currency>;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  total_cents: number;
  coupon_id: number | null;
  coupon_code: string | null;
  created_at: string;
  updated_at: string;
}

/** A line of an order, copied from the product at checkout (migration 011). */
interface OrderLinesTable {
  order_id: number;
  position: number;
  /** Null once the product is deleted. */
  product_id: number | null;
  /** The course a course order buys (migration 014); null for products and once the course is deleted. */
  course_id: Generated<number | null>;
  name: string;
  image_url: string | null;
  seller_id: number | null;
  unit_price_cents: number;
  quantity: number;
  discount_cents: Generated<number>;
  line_total_cents: number;
}

/** One status an order went through (migration 011). */
interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  changed_by: number | null;
  note: string | null;
  created_at: string;
}

/** A coupon used by an order (migration 011); counts uses per member. */
interface CouponRedemptionsTable {
  coupon_id: number;
  order_id: number;
  user_id: number;
  created_at: string;
}

/** A blog post (migration 012; SPEC §3 Blog post). Dates ISO-8601 UTC. */
export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string | null;
  /** Markdown source. */
  content: string;
  /** The content rendered and sanitised at save. */
  content_html: string;
  category: BlogCategory;
  status: BlogStatus;
  cover_image_id: number | null;
  cover_url: string | null;
  /** Minutes (core readTimeMinutes). */
  read_time: number;
  views: Generated<number>;
  likes: Generated<number>;
  author_id: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A tag of a post, by name (migration 012). */
interface BlogPostTagsTable {
  post_id: number;
  name: string;
  position: number;
}

/** A member's like of a post (migration 012). */
interface BlogPostLikesTable {
  post_id: number;
  user_id: number;
  created_at: string;
}

/** When a viewer's view of a post last counted (migration 012; 'user:<id>' or 'anon:<hash>'). */
interface BlogPostViewsTable {
  post_id: number;
  viewer: string;
  counted_at: string;
}

/** A member an admin made a blog writer (migration 012). */
interface BlogWritersTable {
  user_id: number;
  added_by: number | null;
  created_at: string;
}

/** A documentation article (migration 013; SPEC §2 Documentation). */
export interface DocArticlesTable {
  id: Generated<number>;
  slug: string;
  group: DocGroup;
  title: string;
  position: number;
  /** Markdown source (editors only). */
  content: string;
  /** `content` rendered and sanitised when saved. */
  content_html: string;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An uploaded file (migration 013): stored under `<storage_key>/file.<ext>`. */
export interface FilesTable {
  id: Generated<number>;
  user_id: number | null;
  storage_key: string;
  /** The name offered for download, its extension matching its content. */
  name: string;
  content_type: FileUploadType;
  bytes: number;
  created_at: string;
}

/** A learning resource (migration 013; SPEC §2 Resources): a link or an uploaded file. */
export interface ResourcesTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: ResourceCategory;
  kind: ResourceKind;
  url: string | null;
  file_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A course (migration 014; SPEC §3 Course). Money in paise; booleans 0/1; dates ISO-8601 UTC. */
export interface CoursesTable {
  id: Generated<number>;
  title: string;
  slug: string | null;
  /** Plain text. */
  description: string;
  instructor_id: number | null;
  /** e.g. '6 weeks'. */
  duration: string;
  level: CourseLevel;
  category: CourseCategory;
  image_id: number | null;
  image_url: string | null;
  price_paise: Generated<number>;
  published: Generated<number>;
  /** JSON array of strings: the "You'll Learn" list. */
  outcomes_json: Generated<string>;
  /** JSON array of {title, url}. */
  resources_json: Generated<string>;
  views: Generated<number>;
  likes: Generated<number>;
  enrolled_count: Generated<number>;
  rating_sum: Generated<number>;
  review_count: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A module of a course, in `position` order (migration 014). */
interface CourseModulesTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  title: string;
}

/** A lesson of a module, in `position` order (migration 014). */
interface CourseLessonsTable {
  id: Generated<number>;
  course_id: number;
  module_id: number;
  position: number;
  title: string;
  /** Markdown source (editors only). */
  content_md: Generated<string>;
  /** `content_md` rendered and sanitised at save. */
  content_html: Generated<string>;
  video_url: string | null;
  duration_minutes: Generated<number>;
  /** 1 = readable without enrolling. */
  preview: Generated<number>;
}

/** An exam ('exam' counts for the certificate) or practice test ('test') of a course (migration 014). */
interface CourseExamsTable {
  id: Generated<number>;
  course_id: number;
  kind: CourseExamKind;
  position: number;
  title: string;
  duration_minutes: Generated<number>;
  /** 1–100. */
  pass_mark_percent: Generated<number>;
  /** null = unlimited. */
  max_attempts: Generated<number | null>;
}

/** A question of an exam (migration 014). */
interface CourseQuestionsTable {
  id: Generated<number>;
  exam_id: number;
  position: number;
  kind: CourseQuestionKind;
  prompt: string;
  explanation: string | null;
  /** JSON array of accepted short answers (compared case- and space-insensitively). */
  accepted_answers_json: Generated<string>;
}

/** An option of a choice question (migration 014). */
interface CourseQuestionOptionsTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
  /** 1 = a right answer. */
  correct: Generated<number>;
}

/** A member enrolled in a course (migration 014); `order_id` the course order that paid for it. */
interface CourseEnrollmentsTable {
  course_id: number;
  user_id: number;
  enrolled_at: string;
  order_id: number | null;
  completed_at: string | null;
}

/** A member's like of a course (migration 014). */
interface CourseLikesTable {
  course_id: number;
  user_id: number;
  created_at: string;
}

/** When a viewer's view of a course last counted (migration 014; 'user:<id>' or 'anon:<hash>'). */
interface CourseViewsTable {
  course_id: number;
  viewer_key: string;
  viewed_at: string;
}

/** A learner's review of a course, one per member and course (migration 014). */
interface CourseReviewsTable {
  id: Generated<number>;
  course_id: number;
  user_id: number;
  /** 1–5. */
  rating: number;
  text: string;
  created_at: string;
}

/** A lesson a member completed (migration 014). */
interface CourseLessonCompletionsTable {
  course_id: number;
  lesson_id: number;
  user_id: number;
  completed_at: string;
}

/** One attempt at an exam or test (migration 014). */
interface CourseExamAttemptsTable {
  id: Generated<number>;
  exam_id: number;
  course_id: number;
  user_id: number;
  /** JSON of the answers given. */
  answers_json: string;
  correct_count: number;
  question_count: number;
  /** 0–100. */
  score_percent: number;
  passed: Generated<number>;
  created_at: string;
}

/** A certificate of completion (migration 014); names copied at issue so it survives edits. */
export interface CertificatesTable {
  id: Generated<number>;
  /** 'ESDC-XXXX-XXXX'. */
  code: string;
  course_id: number | null;
  user_id: number;
  holder_name: string;
  course_title: string;
  course_level: string;
  instructor_name: string | null;
  issued_at: string;
}

/**
 * The search index (migration 015): one document per searchable row, written only by triggers. On PostgreSQL it also
 * has `document` (tsvector); on SQLite it is an FTS5 table whose row id is `ref_id * 8 + type code`.
 */
interface SearchIndexTable {
  type: SearchResultType;
  ref_id: number;
  title: string;
  body: string;
}

/** A chat room (migration 022; docs/requirements.md §2 Chatroom). */
interface ChatRoomsTable {
  id: Generated<number>;
  /** Unique whatever its case. */
  name: string;
  description: Generated<string>;
  /** 1 once archived (history kept, no new messages), else 0. */
  archived: Generated<number>;
  /** The rooms list's order, ascending. */
  position: Generated<number>;
  created_at: string;
}

/** A chat message (migration 022; SPEC §3 Chat message). */
interface ChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  /** Null once the author deleted their account. */
  author_id: number | null;
  /** As written (markdown-lite). */
  text: string;
  /** `text` rendered and sanitised at save. */
  html: string;
  /** The mentioned usernames, lower-cased: a JSON array. */
  mentions: Generated<string>;
  created_at: string;
  edited_at: string | null;
  /** Set when deleted (by its author or a moderator); such a message is never returned. */
  deleted_at: string | null;
}

/** A moderator's mute of a member in the chatroom (migration 022). */
interface ChatMutesTable {
  user_id: number;
  /** ISO-8601 UTC; the member may post again from then. */
  muted_until: string;
  muted_by: number | null;
  reason: string | null;
  created_at: string;
}

/** A member's question to the club assistant and the reply it got (migration 021; SPEC §3 Chat message). */
interface ChatbotQuestionsTable {
  id: Generated<number>;
  /** The member who asked; visitors' questions are not kept. */
  user_id: number | null;
  query_message: string;
  response: string;
  /** JSON array of the cited pages, `{ title, path, kind }`. */
  sources_json: Generated<string>;
  /** 1 when the reply was grounded, 0 for the fallback. */
  answered: Generated<number>;
  created_at: string;
}

/** A question the assistant could not answer, once per normalised text (migration 021). */
interface ChatbotUnansweredTable {
  id: Generated<number>;
  /** The normalised text (unique). */
  question_key: string;
  /** The latest wording asked. */
  question: string;
  count: Generated<number>;
  last_asked: string;
}

/** An admin-edited question and answer the assistant answers from (migration 021). */
export interface ChatbotFaqTable {
  id: Generated<number>;
  question: string;
  answer: string;
  /** Extra words that should find the entry, space separated. */
  keywords: Generated<string>;
  /** An in-app path the answer points to, or null. */
  path: string | null;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A forum category (migration 023; docs/requirements.md §2 Forum). */
/** Which instance runs the periodic jobs (migration 033; platform/leader-lease.ts). */
interface JobLeasesTable {
  name: string;
  /** The holding instance's random id. */
  holder: string;
  /** When the lease lapses unless renewed (ISO-8601 UTC). */
  expires_at: string;
}

interface ForumCategoriesTable {
  id: Generated<number>;
  /** Unique whatever its case. */
  name: string;
  description: Generated<string>;
  /** The list's order, ascending. */
  position: Generated<number>;
  /** 1 for a Q&A category (the asker marks the answer), else 0. */
  qa: Generated<number>;
  /** 1 once archived (no new threads; listed to admins only), else 0. */
  archived: Generated<number>;
  created_at: string;
  /** Visible (not hidden) threads, kept by features/forum/category-stats.ts. */
  thread_count: Generated<number>;
  /** Opening posts and visible replies of the visible threads, kept likewise. */
  post_count: Generated<number>;
  /** The latest activity of a visible thread, kept likewise; null without one. */
  last_activity_at: string | null;
}

/** A forum thread (migration 023; SPEC §3 Forum thread). Counts and last activity are over its visible posts. */
interface ForumThreadsTable {
  id: Generated<number>;
  category_id: number;
  /** Null once the author deleted their account. */
  author_id: number | null;
  title: string;
  pinned: Generated<number>;
  locked: Generated<number>;
  /** 1 while its opening post is hidden: the thread is then shown to moderators only. */
  hidden: Generated<number>;
  /** The marked answer of a Q&A thread. */
  accepted_post_id: number | null;
  /** 'project' | 'course' | 'challenge' | 'event', with `link_id`; null when about nothing. */
  link_kind: string | null;
  link_id: number | null;
  /** Visible replies. */
  reply_count: Generated<number>;
  /** Likes of the opening post. */
  like_count: Generated<number>;
  /** The newest visible post. */
  last_post_id: number | null;
  last_activity_at: string;
  created_at: string;
}

/** A forum post: an opening post or a reply (migration 023; SPEC §3 Forum post). */
interface ForumPostsTable {
  id: Generated<number>;
  thread_id: number;
  /** Null once the author deleted their account. */
  author_id: number | null;
  /** Markdown as written. */
  body: string;
  /** `body` rendered and sanitised at save. */
  html: string;
  /** `body` as plain text, at most 200 characters, made at save. */
  excerpt: Generated<string>;
  opening: Generated<number>;
  hidden: Generated<number>;
  hidden_by: number | null;
  hidden_at: string | null;
  like_count: Generated<number>;
  edit_count: Generated<number>;
  created_at: string;
  edited_at: string | null;
}

/** The previous body of a forum post, kept by each edit (migration 023). */
interface ForumPostEditsTable {
  id: Generated<number>;
  post_id: number;
  body: string;
  editor_id: number | null;
  edited_at: string;
}

/** A member's like of a forum post (migration 023). */
interface ForumPostLikesTable {
  post_id: number;
  user_id: number;
  created_at: string;
}

/** A member's report of a forum post (migration 023); open while `resolved_at` is null. */
interface ForumReportsTable {
  id: Generated<number>;
  post_id: number;
  reporter_id: number | null;
  reason: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

/** A member following a forum thread's replies (migration 023). */
interface ForumSubscriptionsTable {
  thread_id: number;
  user_id: number;
  created_at: string;
}

/** A member's last visit of a forum thread, for the 'New' markers (migration 023). */
interface ForumThreadReadsTable {
  thread_id: number;
  user_id: number;
  /** The newest post id when they last opened it. */
  last_read_post_id: Generated<number>;
  read_at: string;
}

/** A team (migration 024; docs/requirements.md §2 Teams). */
interface TeamsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  /** An uploaded image's path, or null. */
  avatar: string | null;
  focus_area: TeamFocusArea;
  created_by: number | null;
  /** The landing's order ("Our Team"). */
  position: Generated<number>;
  created_at: string;
}

/** A member of a team with their role (migration 024); a team has one lead. */
interface TeamMembersTable {
  team_id: number;
  user_id: number;
  role: TeamRole;
  joined_at: string;
}

/** A lead's invitation of a member into a team (migration 024). */
interface TeamInvitationsTable {
  id: Generated<number>;
  team_id: number;
  user_id: number;
  invited_by: number | null;
  status: Generated<TeamInvitationStatus>;
  created_at: string;
  responded_at: string | null;
}

/** A project a team shows on its page (migration 024). */
interface TeamProjectsTable {
  team_id: number;
  project_id: number;
  created_at: string;
}

/** A planning board (migration 025; docs/requirements.md §2 Planning): a team's, a project's, or (neither) a member's. */
interface BoardsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  /** The creator; the owner of a member's board (null once they deleted their account). */
  owner_id: number | null;
  team_id: number | null;
  project_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A member a member's board is shared with (migration 025). */
interface BoardMembersTable {
  board_id: number;
  user_id: number;
  created_at: string;
}

/** A task of a board (migration 025; SPEC §3 Task). */
interface TasksTable {
  id: Generated<number>;
  board_id: number;
  title: string;
  description: Generated<string>;
  status: TaskStatus;
  priority: TaskPriority;
  /** The fractional key ordering it within its status column (byte order). */
  position: string;
  due_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A member a task is assigned to (migration 025). */
interface TaskAssigneesTable {
  task_id: number;
  user_id: number;
}

/** A task's lower-case label (migration 025). */
interface TaskLabelsTable {
  task_id: number;
  label: string;
}

/** An item of the roadmap (migration 029; docs/requirements.md §2 Roadmap). */
interface RoadmapItemsTable {
  id: Generated<number>;
  title: string;
  /** Plain text; may be empty. */
  description: string;
  /** 'completed', 'in-progress' or 'planned' (core `ROADMAP_PHASES`). */
  phase: string;
  /** 'Q1 2026', or null. */
  quarter: string | null;
  created_at: string;
  updated_at: string;
}

/** A member's vote for a roadmap item (migration 029): once per member and item. */
interface RoadmapVotesTable {
  item_id: number;
  user_id: number;
  created_at: string;
}

/** A hackathon event's set-up (migration 035; SPEC §2 Hackathons). */
interface HackathonsTable {
  event_id: number;
  /** JSON: the track names, in order. */
  tracks: string;
  /** JSON: `[{criterion, max}]`. */
  rubric: string;
  team_size_min: number;
  team_size_max: number;
  /** ISO-8601 UTC, or null: the event's end. */
  submission_deadline: string | null;
  /** 0 or 1. */
  judging_open: number;
  results_published_at: string | null;
  winner_points: number;
  /** When publishing gave the winners their points (once). */
  points_awarded_at: string | null;
  updated_at: string;
}

/** A judge an admin appointed to a hackathon (migration 035). */
interface HackathonJudgesTable {
  event_id: number;
  user_id: number;
  created_at: string;
}

/** A team registered for a hackathon, in a track (migration 035). */
interface HackathonEntriesTable {
  id: Generated<number>;
  event_id: number;
  team_id: number;
  track: string;
  registered_by: number | null;
  created_at: string;
}

/** A member of a registered team as it registered; one team per member and hackathon (migration 035). */
interface HackathonEntryMembersTable {
  entry_id: number;
  event_id: number;
  user_id: number;
}

/** A registered team's submission, one per entry (migration 035). */
interface HackathonSubmissionsTable {
  id: Generated<number>;
  entry_id: number;
  event_id: number;
  title: string;
  description: string;
  repository_url: string;
  demo_url: string | null;
  project_id: number | null;
  submitted_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A judge's scores of a submission, one set per judge and submission (migration 035). */
interface HackathonScoresTable {
  id: Generated<number>;
  submission_id: number;
  judge_id: number;
  /** JSON: criterion → score. */
  scores: string;
  /** The sum of the criteria. */
  total: number;
  created_at: string;
  updated_at: string;
}

/** A link attached to a workshop event (migration 035; SPEC §2 Workshops). */
interface WorkshopMaterialsTable {
  id: Generated<number>;
  event_id: number;
  title: string;
  /** An https URL. */
  url: string;
  position: number;
  created_by: number | null;
  created_at: string;
}

/** A member's feedback on a workshop they attended, once (migration 035). */
interface WorkshopFeedbackTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  /** 1–5. */
  rating: number;
  comment: string;
  created_at: string;
}

/** A job posting (migration 031; SPEC §2 Jobs). */
interface JobsTable {
  id: Generated<number>;
  title: string;
  company: string;
  location: string;
  /** 0 or 1. */
  remote: number;
  type: JobType;
  salary_min: number | null;
  salary_max: number | null;
  salary_label: string | null;
  /** ISO-8601 UTC. */
  deadline: string;
  /** Markdown source. */
  description: string;
  /** The description rendered and sanitised. */
  description_html: string;
  /** An https link, or null: members apply in the app. */
  apply_url: string | null;
  /** Null once the poster deleted their account. */
  poster_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A member's application for a job (migration 031; SPEC §2 Jobs); one per member and posting. */
interface JobApplicationsTable {
  id: Generated<number>;
  job_id: number;
  applicant_id: number;
  cover_note: string;
  /** The CV's folder in the media storage (`<cv_key>/cv.pdf`). */
  cv_key: string;
  cv_name: string;
  cv_bytes: number;
  status: JobApplicationStatus;
  created_at: string;
  updated_at: string;
}

/** A member an admin lets post jobs (migration 031; SPEC §2 Jobs). */
interface JobPartnersTable {
  user_id: number;
  added_by: number | null;
  created_at: string;
}

/** A code review request (migration 030; docs/requirements.md §2 Code review, §4 Code review). */
interface ReviewRequestsTable {
  id: Generated<number>;
  title: string;
  /** An https address: the pull request or file to review. */
  link: string;
  /** Markdown as written, and rendered and sanitised. */
  description: string;
  description_html: string;
  /** The chosen topics of core `REVIEW_TOPICS`, comma-separated in that order ('' when none). */
  checklist: Generated<string>;
  /** The requester's project, null when none (or deleted). */
  project_id: number | null;
  /** Core `ReviewState`. */
  state: Generated<string>;
  /** Null once the account is deleted. */
  requester_id: number | null;
  /** Who claimed it: null while open (and once the account is deleted). */
  reviewer_id: number | null;
  claimed_at: string | null;
  decided_at: string | null;
  /** Points the completed review earned its reviewer; 0 until then (once per request). */
  points_awarded: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A comment on a review request (migration 030); `parent_id` is the comment it replies to. */
interface ReviewCommentsTable {
  id: Generated<number>;
  request_id: number;
  parent_id: number | null;
  /** Null once the author deleted their account. */
  author_id: number | null;
  body: string;
  body_html: string;
  created_at: string;
}

/** How many rows of a counted analytics series fell on a UTC day, one of its shards (migration 038; SPEC §2 Analytics). */
interface AnalyticsDailyCountsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** One of ANALYTICS_METRICS other than active-members. */
  metric: string;
  /** 0–7: the writer's member id modulo 8; a day's value is the sum of its shards. */
  shard: number;
  n: number;
}

/** A member did at least one recorded action on a UTC day (migration 038; SPEC §2 Analytics, "Active member"). */
interface AnalyticsMemberDaysTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  user_id: number;
}

/** A member did at least one recorded action in a week, Monday to Sunday UTC (migration 038; SPEC §2 Analytics). */
interface AnalyticsMemberWeeksTable {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  user_id: number;
}

/** A member's saved job search (migration 039; SPEC §2 Jobs): null filters match every posting. */
interface JobSavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  /** internship, part-time, full-time, or null. */
  type: JobType | null;
  /** 0/1, or null. */
  remote: number | null;
  q: string | null;
  created_at: string;
}

/** A goal an admin set on an analytics series (migration 032; SPEC §2 Analytics). */
export interface AnalyticsGoalsTable {
  id: Generated<number>;
  title: string;
  /** One of ANALYTICS_METRICS. */
  metric: string;
  target: number;
  /** First UTC day of the period, YYYY-MM-DD. */
  from_day: string;
  /** Last UTC day of the period (included), YYYY-MM-DD. */
  to_day: string;
  /** The admin who set it; null once their account is deleted. */
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A Slack or Discord incoming webhook (migration 036; SPEC §2 Integrations): one per target. */
interface IntegrationWebhooksTable {
  id: Generated<number>;
  target: WebhookTarget;
  /** An https address (http on 127.0.0.1 only where WEBHOOK_ALLOW_LOCAL_URLS is set). */
  url: string;
  /** The events it posts: core `WEBHOOK_EVENTS`, comma-separated in that order ('' for none). */
  events: Generated<string>;
  /** 1 while it posts, else 0. */
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A post queued for a webhook (migration 036; SPEC §2 Integrations), retried until delivered or given up. */
interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  kind: WebhookDeliveryKind;
  /** The message posted (Slack `{text}`, Discord `{content}`). */
  text: string;
  /** The in-app path it tells about (`/events/3`), posted after the text as a full address; null for none. */
  link: string | null;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  /** When a pending delivery is due (ISO-8601 UTC); while an instance posts it, the end of its claim. */
  next_attempt_at: string | null;
  /** The HTTP status of the last attempt; null before it or when nothing answered. */
  last_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** A GitHub login's public repositories as an instance last fetched them (migration 042; SPEC §2 Integrations), shared by every instance. */
interface GitHubRepositoryCacheTable {
  /** The GitHub login, lower-cased. */
  login: string;
  /** When GitHub was asked (ISO-8601 UTC). */
  fetched_at: string;
  /** The repositories (core `GitHubRepository[]`) as JSON. */
  repos: string;
}

/** A member who applied to mentor (migration 034; docs/requirements.md §2 Mentorship). */
interface MentorsTable {
  id: Generated<number>;
  /** Null once the member deleted their account. */
  user_id: number | null;
  bio: string;
  /** IANA time zone of the availability. */
  time_zone: string;
  session_minutes: number;
  /** One of MENTOR_STATUSES. */
  status: string;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

interface MentorTopicsTable {
  mentor_id: number;
  technology_id: number;
}

/** A weekly window, in the mentor's time zone ('HH:MM'; weekday 0 = Sunday). */
interface MentorAvailabilityTable {
  id: Generated<number>;
  mentor_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
}

/** A booked (or cancelled) mentorship session; ISO-8601 UTC times. */
interface MentorshipSessionsTable {
  id: Generated<number>;
  mentor_id: number;
  /** Null once the mentee deleted their account. */
  mentee_id: number | null;
  starts_at: string;
  ends_at: string;
  agenda: string;
  /** One of SESSION_STATUSES. */
  status: string;
  cancelled_at: string | null;
  rating: number | null;
  feedback: string | null;
  feedback_at: string | null;
  created_at: string;
  updated_at: string;
  /** The mentee's IANA time zone for the times told to them; null: UTC (migration 041). */
  mentee_time_zone: Generated<string | null>;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  technologies: TechnologiesTable;
  tags: TagsTable;
  projects: ProjectsTable;
  project_technologies: ProjectTechnologiesTable;
  project_tags: ProjectTagsTable;
  project_contributors: ProjectContributorsTable;
  project_likes: ProjectLikesTable;
  app_settings: AppSettingsTable;
  club_settings: ClubSettingsTable;
  site_features: SiteFeaturesTable;
  points_ledger: PointsLedgerTable;
  audit_log: AuditLogTable;
  challenges: ChallengesTable;
  challenge_submissions: ChallengeSubmissionsTable;
  challenge_solves: ChallengeSolvesTable;
  game_scores: GameScoresTable;
  points_periods: PointsPeriodsTable;
  project_views: ProjectViewsTable;
  account_tokens: AccountTokensTable;
  outgoing_mail: OutgoingMailTable;
  images: ImagesTable;
  project_images: ProjectImagesTable;
  user_identities: UserIdentitiesTable;
  oauth_states: OAuthStatesTable;
  oauth_sign_in_codes: OAuthSignInCodesTable;
  events: EventsTable;
  event_organizers: EventOrganizersTable;
  event_tags: EventTagsTable;
  event_registrations: EventRegistrationsTable;
  event_attendance: EventAttendanceTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digests: NotificationDigestsTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_features: ProductFeaturesTable;
  product_specs: ProductSpecsTable;
  product_related: ProductRelatedTable;
  product_reviews: ProductReviewsTable;
  coupons: CouponsTable;
  coupon_products: CouponProductsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  coupon_redemptions: CouponRedemptionsTable;
  blog_posts: BlogPostsTable;
  blog_post_tags: BlogPostTagsTable;
  blog_post_likes: BlogPostLikesTable;
  blog_post_views: BlogPostViewsTable;
  blog_writers: BlogWritersTable;
  doc_articles: DocArticlesTable;
  files: FilesTable;
  resources: ResourcesTable;
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  course_lessons: CourseLessonsTable;
  course_exams: CourseExamsTable;
  course_questions: CourseQuestionsTable;
  course_question_options: CourseQuestionOptionsTable;
  course_enrollments: CourseEnrollmentsTable;
  course_likes: CourseLikesTable;
  course_views: CourseViewsTable;
  course_reviews: CourseReviewsTable;
  course_lesson_completions: CourseLessonCompletionsTable;
  course_exam_attempts: CourseExamAttemptsTable;
  certificates: CertificatesTable;
  search_index: SearchIndexTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  chatbot_questions: ChatbotQuestionsTable;
  chatbot_unanswered: ChatbotUnansweredTable;
  chatbot_faq: ChatbotFaqTable;
  job_leases: JobLeasesTable;
  forum_categories: ForumCategoriesTable;
  forum_threads: ForumThreadsTable;
  forum_posts: ForumPostsTable;
  forum_post_edits: ForumPostEditsTable;
  forum_post_likes: ForumPostLikesTable;
  forum_reports: ForumReportsTable;
  forum_subscriptions: ForumSubscriptionsTable;
  forum_thread_reads: ForumThreadReadsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  team_projects: TeamProjectsTable;
  boards: BoardsTable;
  board_members: BoardMembersTable;
  tasks: TasksTable;
  task_assignees: TaskAssigneesTable;
  task_labels: TaskLabelsTable;
  roadmap_items: RoadmapItemsTable;
  roadmap_votes: RoadmapVotesTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  job_partners: JobPartnersTable;
  review_requests: ReviewRequestsTable;
  review_comments: ReviewCommentsTable;
  analytics_goals: AnalyticsGoalsTable;
  job_saved_searches: JobSavedSearchesTable;
  analytics_daily_counts: AnalyticsDailyCountsTable;
  analytics_member_days: AnalyticsMemberDaysTable;
  analytics_member_weeks: AnalyticsMemberWeeksTable;
  integration_webhooks: IntegrationWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  github_repository_cache: GitHubRepositoryCacheTable;
  hackathons: HackathonsTable;
  hackathon_judges: HackathonJudgesTable;
  hackathon_entries: HackathonEntriesTable;
  hackathon_entry_members: HackathonEntryMembersTable;
  hackathon_submissions: HackathonSubmissionsTable;
  hackathon_scores: HackathonScoresTable;
  workshop_materials: WorkshopMaterialsTable;
  workshop_feedback: WorkshopFeedbackTable;
  mentors: MentorsTable;
  mentor_topics: MentorTopicsTable;
  mentor_availability: MentorAvailabilityTable;
  mentorship_sessions: MentorshipSessionsTable;
}
