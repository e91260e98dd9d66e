import type { Contributor } from '@esdc/core/project';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/states';
import { ContributorList } from './contributor-list';

/** Contributors modal (SPEC §2 Project detail: 'View More'; §8 'No contributors yet'). */
export function ContributorsDialog({
  contributors,
  open,
  onOpenChange,
}: {
  contributors: readonly Contributor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contributors"
      description={`${contributors.length} ${contributors.length === 1 ? 'member' : 'members'}`}
      size="sm"
    >
      {contributors.length === 0 ? <EmptyState title="No contributors yet" /> : <ContributorList contributors={contributors} />}
    </Dialog>
  );
}
