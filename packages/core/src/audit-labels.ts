import type { AuditTargetType } from './admin-user-schemas.ts';
import type { Currency } from './shop.ts';

/*
 * The audit log in words: what each kind of target is called and what each recorded field is called, in one place,
 * so the admin Audit Log tab never shows a raw key ('Blog_post', 'Price cents', 'Seller id').
 */

/** The human name of every audit target type, e.g. 'blog_post' → 'Blog post'. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'User',
  project: 'Project',
  challenge: 'Challenge',
  chatbot_faq: 'Chatbot question and answer',
  event: 'Event',
  announcement: 'Announcement',
  product: 'Product',
  product_category: 'Product category',
  order: 'Order',
  coupon: 'Coupon',
  blog_post: 'Blog post',
  doc: 'Documentation page',
  resource: 'Resource',
  course: 'Course',
  club: 'Club',
  chat_room: 'Chat room',
  forum_category: 'Forum category',
  forum_thread: 'Forum thread',
  forum_post: 'Forum post',
  team: 'Team',
  roadmap_item: 'Roadmap item',
  job: 'Job',
  review_request: 'Code review request',
  analytics_goal: 'Analytics goal',
  webhook: 'Webhook',
  mentor: 'Mentor',
};

/**
 * The human name of every field an audited write records, in its details (keys, `fields`, `changed`, `changes`).
 * Money fields hold integer cents (or paise) and are named without the unit; see {@link AUDIT_MONEY_FIELDS}.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  // Who and how
  via: 'Via',
  login: 'GitHub login',
  email: 'Email',
  username: 'Username',
  name: 'Name',
  role: 'Role',
  status: 'Status',
  from: 'From',
  to: 'To',
  reason: 'Reason',
  note: 'Note',
  github_username: 'GitHub username',
  bio: 'Bio',
  location: 'Location',
  company: 'Company',
  suspension_reason: 'Suspension reason',
  password: 'Password',
  points_adjustment: 'Points',
  projects: 'Their projects',
  // Ownership
  user_id: 'Owner',
  seller_id: 'Seller',
  author_id: 'Author',
  review_id: 'Review',
  organizer_ids: 'Organisers',
  contributors: 'Contributors',
  member_id: 'Member',
  lead_id: 'Team lead',
  reviewer_id: 'Reviewer',
  // Content
  metric: 'Metric',
  target: 'Target',
  events: 'Events posted',
  enabled: 'On',
  url_changed: 'Address changed',
  title: 'Title',
  slug: 'Slug',
  description: 'Description',
  content: 'Content',
  excerpt: 'Excerpt',
  category: 'Category',
  group: 'Group',
  position: 'Position',
  tags: 'Tags',
  technologies: 'Technologies',
  kind: 'Kind',
  url: 'Link',
  file_id: 'File',
  image: 'Image',
  image_id: 'Image',
  image_ids: 'Images',
  image_url: 'Image link',
  images: 'Images',
  cover_image_id: 'Cover image',
  cover_url: 'Cover image link',
  github_link: 'GitHub link',
  live_url: 'Live link',
  published: 'Published',
  visibility: 'Visibility',
  hidden: 'Hidden',
  focus_area: 'Focus area',
  avatar: 'Avatar',
  // Shop
  price_cents: 'Price',
  price_paise: 'Price',
  stock: 'Stock',
  features: 'Features',
  specs: 'Specifications',
  related_ids: 'Related products',
  sales_count: 'Sales',
  rating: 'Rating',
  code: 'Code',
  // Challenges
  difficulty: 'Difficulty',
  points: 'Points',
  answer: 'Answer',
  question: 'Question',
  answer_pattern: 'Answer pattern',
  hints: 'Hints',
  solve_count: 'Solves',
  submission_count: 'Submissions',
  // Events
  start_date: 'Starts',
  end_date: 'Ends',
  mode: 'Mode',
  cost: 'Cost',
  max_participants: 'Places',
  registration_url: 'Registration link',
  attendance_points: 'Attendance points',
  registrations: 'Registrations',
  members_can_create: 'Members can create events',
  // Announcements
  audience: 'Audience',
  recipients: 'Recipients',
  // Club links
  chat_group_url: 'Chat group link',
  code_host_url: 'Code host link',
  contact_email: 'Contact email',
  // Site-wide feature switches
  feature: 'Feature',
  // Chatroom moderation
  message_id: 'Message',
  text: 'Text',
  minutes: 'Minutes',
  muted_until: 'Muted until',
  // Forum
  qa: 'Q&A',
  archived: 'Archived',
  body: 'Text',
  post_id: 'Post',
  thread_id: 'Thread',
  category_id: 'Category',
  from_category_id: 'From category',
  to_category_id: 'To category',
  merged_thread_id: 'Merged thread',
  posts: 'Posts',
  // Roadmap
  phase: 'Phase',
  quarter: 'Quarter',
};

/** Fields that hold money in integer minor units: cents ('USD') or paise ('INR'). */
export const AUDIT_MONEY_FIELDS: Readonly<Record<string, Currency>> = { price_cents: 'USD', price_paise: 'INR' };

/**
 * The human name of a target type (SPEC §4 domain events).
 * @param type a recorded target type, e.g. 'blog_post'
 * @returns e.g. 'Blog post'
 */
export function auditTargetLabel(type: AuditTargetType): string {
  return AUDIT_TARGET_LABELS[type];
}

/**
 * The human name of a recorded field: its label, else the key in words ('some_key' → 'Some key') for entries
 * recorded by older versions.
 * @param key a details key, e.g. 'price_cents'
 * @returns e.g. 'Price'
 */
export function auditFieldLabel(key: string): string {
  if (Object.hasOwn(AUDIT_FIELD_LABELS, key)) return AUDIT_FIELD_LABELS[key] as string;
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
