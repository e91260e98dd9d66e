import { Trophy } from 'lucide-react';
import { EmptyState } from '../../../components/states';

/**
 * The Challenges tab (SPEC §2 Admin panel tabs): challenges are not stored yet, so the tab says they arrive
 * with the challenges capability instead of listing made-up rows.
 */
export function ChallengesTab({ completed }: { completed?: number }) {
  return (
    <EmptyState
      icon={<Trophy className="size-10" />}
      title="Challenges are not available yet"
      description={`Challenges arrive with the challenges capability. Once members can take part in challenges, they are listed and managed here.${
        completed ? ` Members have completed ${completed.toLocaleString('en-US')} challenges so far.` : ''
      }`}
    />
  );
}
