/** The recorded actions (core AUDIT_ACTIONS; the audit-log contract is at /api/docs), for the audit-log filter. */
export { AUDIT_ACTIONS } from '@esdc/core/admin-user-schemas';

/** Labels that read better than the generic one. */
const LABELS: Record<string, string> = {
  'challenge.created': 'Challenge created',
  'challenge.updated': 'Challenge updated',
  'challenge.deleted': 'Challenge deleted',
  'user.password_reset_sent': 'Password reset link sent',
  'user.password_set': 'Password set by an admin',
  'user.github_linked': 'User GitHub linked',
  'user.github_unlinked': 'User GitHub unlinked',
  'user.email_released': 'Unverified email taken over by its verified owner',
  'blog.created': 'Blog post created',
  'blog.updated': 'Blog post updated',
  'blog.deleted': 'Blog post deleted',
  'blog.published': 'Blog post published',
  'blog.unpublished': 'Blog post unpublished',
  'blog.writer_added': 'Blog writer added',
  'blog.writer_removed': 'Blog writer removed',
  'club.feature_switched': 'Feature switched for the club',
};

/** A readable label for an action, e.g. 'user.points_adjusted' → 'User points adjusted', 'challenge.created' → 'Challenge created'. */
export function auditActionLabel(action: string): string {
  if (LABELS[action]) return LABELS[action];
  const text = action.replace(/[._]/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Badge tone of an action: removals danger, suspensions warning, creations success. */
export function auditActionTone(action: string): 'danger' | 'warning' | 'success' | 'accent' | 'neutral' {
  if (action.endsWith('.deleted')) return 'danger';
  if (action.endsWith('.suspended') || action.endsWith('.deactivated')) return 'warning';
  if (action.endsWith('.created') || action.endsWith('.activated')) return 'success';
  if (action.endsWith('.role_changed') || action.endsWith('.points_adjusted')) return 'accent';
  return 'neutral';
}
