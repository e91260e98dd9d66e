import type { ForumCategory, ForumThread } from '@esdc/core/forum-schemas';
import { FolderInput, GitMerge, Lock, Pin, PinOff, Trash2, Unlock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { notifyOutcome } from '../../../lib/toast';
import { useToggleForumThread, type ForumThreadToggle } from '../api/forum-thread-actions';
import { MergeThreadDialog } from './merge-thread-dialog';
import { MoveThreadDialog } from './move-thread-dialog';

const DONE: Record<ForumThreadToggle, string> = { lock: 'Thread locked', unlock: 'Thread unlocked', pin: 'Thread pinned', unpin: 'Thread unpinned' };

/**
 * A thread's moderator controls (SPEC §2 Forum Moderation; 'forum:moderate'): Lock / Unlock, Pin / Unpin, Move (a
 * dialog with the category), Merge (a dialog with the target thread's number) and Delete thread (the page confirms).
 * @param thread the thread
 * @param categories the forum's categories, for Move
 * @param onDelete asks to delete the thread
 */
export function ThreadModeration({ thread, categories, onDelete }: { thread: ForumThread; categories: readonly ForumCategory[]; onDelete: () => void }) {
  const toggle = useToggleForumThread();
  const [moving, setMoving] = useState(false);
  const [merging, setMerging] = useState(false);
  const run = (action: ForumThreadToggle) => toggle.mutate({ id: thread.id, action }, notifyOutcome(DONE[action], 'Failed to update the thread'));
  return (
    <section aria-label="Moderation" className="flex flex-wrap gap-2 rounded-[var(--radius-card)] border border-line bg-surface-2 p-3">
      <Button variant="secondary" size="sm" disabled={toggle.isPending} onClick={() => run(thread.locked ? 'unlock' : 'lock')}>
        {thread.locked ? <Unlock className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
        {thread.locked ? 'Unlock' : 'Lock'}
      </Button>
      <Button variant="secondary" size="sm" disabled={toggle.isPending} onClick={() => run(thread.pinned ? 'unpin' : 'pin')}>
        {thread.pinned ? <PinOff className="size-4" aria-hidden="true" /> : <Pin className="size-4" aria-hidden="true" />}
        {thread.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setMoving(true)}>
        <FolderInput className="size-4" aria-hidden="true" />
        Move
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setMerging(true)}>
        <GitMerge className="size-4" aria-hidden="true" />
        Merge
      </Button>
      <Button variant="danger" size="sm" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete thread
      </Button>
      <MoveThreadDialog open={moving} onOpenChange={setMoving} threadId={thread.id} currentId={thread.category_id} categories={categories} />
      <MergeThreadDialog open={merging} onOpenChange={setMerging} threadId={thread.id} />
    </section>
  );
}
