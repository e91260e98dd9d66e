import type { NotificationType } from '@esdc/core/notification';
import {
  AtSign,
  Briefcase,
  Award,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  GitPullRequest,
  Handshake,
  Heart,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  Route,
  Package,
  SquareKanban,
  Store,
  Trophy,
  UserCog,
  type LucideIcon,
} from 'lucide-react';

/** A type's short name on a notification and its icon (the preferences use the longer core labels). */
const TYPES: Record<NotificationType, { label: string; icon: LucideIcon }> = {
  project_liked: { label: 'Project', icon: Heart },
  challenge_solved: { label: 'Challenge', icon: Trophy },
  event_registered: { label: 'Event', icon: CalendarCheck },
  event_waitlist_promoted: { label: 'Event', icon: CalendarCheck },
  event_changed: { label: 'Event', icon: CalendarClock },
  event_cancelled: { label: 'Event', icon: CalendarX },
  account_changed: { label: 'Account', icon: UserCog },
  announcement: { label: 'Announcement', icon: Megaphone },
  order_status: { label: 'Order', icon: Package },
  product_sold: { label: 'Sale', icon: Store },
  certificate_issued: { label: 'Certificate', icon: Award },
  chat_mention: { label: 'Chat', icon: MessageSquare },
  forum_reply: { label: 'Forum', icon: MessagesSquare },
  forum_mention: { label: 'Forum', icon: AtSign },
  team_invitation: { label: 'Team', icon: UserCog },
  team_invitation_response: { label: 'Team', icon: UserCog },
  team_removed: { label: 'Team', icon: UserCog },
  task_assigned: { label: 'Planning', icon: SquareKanban },
  roadmap_phase: { label: 'Roadmap', icon: Route },
  job_application_status: { label: 'Jobs', icon: Briefcase },
  job_saved_search: { label: 'Jobs', icon: Briefcase },
  review_claimed: { label: 'Code review', icon: GitPullRequest },
  review_comment: { label: 'Code review', icon: GitPullRequest },
  review_decision: { label: 'Code review', icon: GitPullRequest },
  hackathon_team: { label: 'Hackathon', icon: Trophy },
  hackathon_withdrawn: { label: 'Hackathon', icon: Trophy },
  hackathon_results: { label: 'Hackathon', icon: Trophy },
  mentor_application: { label: 'Mentorship', icon: Handshake },
  mentorship_session: { label: 'Mentorship', icon: Handshake },
};

/** The short name of a notification's type ('Project', 'Event', 'Announcement'); the raw type when unknown. */
export function notificationTypeLabel(type: string): string {
  return TYPES[type as NotificationType]?.label ?? type;
}

/** The icon of a notification's type (decorative: the type is also written out). */
export function notificationTypeIcon(type: string): LucideIcon {
  return TYPES[type as NotificationType]?.icon ?? Megaphone;
}
