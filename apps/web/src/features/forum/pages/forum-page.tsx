import { paths } from '@esdc/core/routes';
import { Flag, MessagesSquare } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useForumCategories } from '../api/list-forum-categories';
import { useForumThreads } from '../api/list-forum-threads';
import { CategoryList } from '../components/category-list';
import { NewDiscussionAction } from '../components/new-discussion-action';
import { ThreadList } from '../components/thread-list';

/** How many of the latest threads of all categories the forum's front page shows. */
const LATEST_COUNT = 10;

/**
 * /forum (SPEC §2 Forum): the categories with their counts and last activity, and the latest threads of all of them;
 * 'New Discussion' for signed-in members ('Sign in to start a discussion' for visitors); moderators get a link to the
 * report queue.
 */
export default function ForumPage() {
  const can = useCan();
  const categories = useForumCategories();
  const latest = useForumThreads({ sort: 'latest', limit: LATEST_COUNT, offset: 0 });

  let categoryBody;
  if (categories.isError)
    categoryBody = <ErrorState title="Could not load the categories" message={categories.error.message} onRetry={() => void categories.refetch()} />;
  else if (!categories.data) categoryBody = <LoadingState message="Loading categories..." />;
  else if (categories.data.length === 0) categoryBody = <EmptyState icon={<MessagesSquare className="size-10" />} title="No categories yet" />;
  else categoryBody = <CategoryList categories={categories.data} />;

  let latestBody;
  if (latest.isError) latestBody = <ErrorState title="Could not load the threads" message={latest.error.message} onRetry={() => void latest.refetch()} />;
  else if (!latest.data) latestBody = <LoadingState message="Loading threads..." />;
  else if (latest.data.items.length === 0)
    latestBody = (
      <EmptyState
        icon={<MessagesSquare className="size-10" />}
        title="No discussions yet"
        description="Start the first one: ask, share or show what you build."
      />
    );
  else latestBody = <ThreadList threads={latest.data.items} showCategory headingLevel={3} />;

  return (
    <Page
      title="Forum"
      heading="Forum"
      intro="Ask questions, share what you build and discuss with the club."
      actions={
        <>
          {can('forum:moderate') ? (
            <ButtonLink to={paths.forumReports} variant="secondary" icon={Flag}>
              Reports
            </ButtonLink>
          ) : null}
          <NewDiscussionAction categories={categories.data ?? []} />
        </>
      }
    >
      <section aria-labelledby="forum-categories" className="mb-10">
        <h2 id="forum-categories" className="mb-4 text-xl font-bold">
          Categories
        </h2>
        {categoryBody}
      </section>
      <section aria-labelledby="forum-latest">
        <h2 id="forum-latest" className="mb-4 text-xl font-bold">
          Latest threads
        </h2>
        {latestBody}
      </section>
    </Page>
  );
}
