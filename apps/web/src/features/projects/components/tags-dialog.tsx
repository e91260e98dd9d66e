import type { ProjectTag } from '@esdc/core/project';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/states';
import { TagLinks } from './tag-links';

/** Tags modal (SPEC §2 Project detail: '+n more'; links to /projects?tag={name}; §8 'No tags added'). */
export function TagsDialog({ tags, open, onOpenChange }: { tags: readonly ProjectTag[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Tags" description="Open a tag to see every project that carries it." size="sm">
      {tags.length === 0 ? <EmptyState title="No tags added" /> : <TagLinks tags={tags} />}
    </Dialog>
  );
}
