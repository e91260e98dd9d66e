import { REVIEW_STATE_LABELS, type ReviewState } from '@esdc/core/code-review';
import { Badge } from '../../../components/badge';

const TONES = { open: 'accent', in_review: 'warning', approved: 'success', changes_requested: 'danger' } as const;

/** A request's state as a coloured label ('Open', 'In review', 'Approved', 'Changes requested'). */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge tone={TONES[state]}>{REVIEW_STATE_LABELS[state]}</Badge>;
}
