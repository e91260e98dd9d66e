import type { ForumCategory } from '@esdc/core/forum-schemas';
import { MemberAction } from '../../../components/member-action';
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
  return (
    <MemberAction
      action="forum:post"
      label="New Discussion"
      signInLabel="Sign in to start a discussion"
      disabled={categories.length === 0}
      dialog={(props) => <NewDiscussionDialog {...props} categories={categories} categoryId={categoryId} about={about} />}
    />
  );
}
