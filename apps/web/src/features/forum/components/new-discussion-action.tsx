import type { ForumCategory } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { LogIn, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { NewDiscussionDialog, type DiscussionAbout } from './new-discussion-dialog';

/**
 * The page's 'New Discussion' button (SPEC §2 Forum: signed-in active members, 'forum:post'), opening
 * {@link NewDiscussionDialog}; a visitor gets 'Sign in to start a discussion' instead, and a signed-in account that
 * may not post gets nothing.
 * @param categories the categories to offer
 * @param categoryId the one chosen first
 * @param about the page the discussion is about, fixed (a page's Discussions section)
 */
export function NewDiscussionAction({ categories, categoryId, about }: { categories: readonly ForumCategory[]; categoryId?: number; about?: DiscussionAbout }) {
  const can = useCan();
  const { user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!user) {
    return (
      <Link to={paths.login} state={{ from: location.pathname + location.search }} className={buttonClass('secondary')}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to start a discussion
      </Link>
    );
  }
  if (!can('forum:post')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={categories.length === 0}>
        <Plus className="size-4" aria-hidden="true" />
        New Discussion
      </Button>
      <NewDiscussionDialog open={open} onOpenChange={setOpen} categories={categories} categoryId={categoryId} about={about} />
    </>
  );
}
