import { formatStatusLabel } from '@esdc/core/project';
import { Badge } from '../../../components/badge';

/**
 * A project's status, shown as active versus other (SPEC §2 Admin panel): a project in progress is the
 * active one and takes the success colour; every other status is neutral.
 */
export function ProjectStatusBadge({ status }: { status: string }) {
  const active = status === 'in_progress' || status === 'in-progress' || status === 'active';
  return <Badge tone={active ? 'success' : 'neutral'}>{formatStatusLabel(status)}</Badge>;
}
