import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type TaskPriority, type TaskStatus } from '@esdc/core/planning';
import { Badge } from '../../../components/badge';

const PRIORITY_TONES = { low: 'neutral', medium: 'accent', high: 'warning', urgent: 'danger' } as const;
const STATUS_TONES = { todo: 'neutral', 'in-progress': 'accent', review: 'warning', done: 'success' } as const;

/** A task's priority badge (SPEC §2 Planning: Low, Medium, High, Urgent). */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{TASK_PRIORITY_LABELS[priority]}</Badge>;
}

/** A task's status badge (SPEC §2 Planning: To Do, In Progress, Review, Done). */
export function StatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TASK_STATUS_LABELS[status]}</Badge>;
}
