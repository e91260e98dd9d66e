import { BLOG_MESSAGES, BLOG_PAGE_SIZE } from '@esdc/core/blog';
import { paths } from '@esdc/core/routes';
import { Newspaper, PenLine, X } from 'lucide-react';
import { buttonClass } from '../../../components/button';
import { FilterPanel } from '../../../components/filter-bar';
import { ListSection } from '../../../components/list-section';
import { ManageLink } from '../../../components/manage-link';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useBlogAccess } from '../api/blog-access';
import { usePosts } from '../api/list-posts';
import { BlogFilters } from '../components/blog-filters';
import { PostCard } from '../components/post-card';
import { blogPageParams } from './blog-page-data';
import { ButtonLink } from '../../../components/button-link';
import { PagedList } from '../../../components/paged-list';

/**
 * /blog (SPEC §2 Blog): 'Loading posts...'; search over title and excerpt and the category filter, kept in the URL
 * (?q=, ?category=, ?tag=, ?page=); cards with cover, category, excerpt, author, date, 'N min read' and tags;
 * 'No posts found matching your criteria.'; paging. 'Write a post' for admins, moderators and writers, and the
 * viewer's own drafts in a section of their own.
 */
export default function BlogPage() {
  const can = useCan();
  const access = useBlogAccess();
  const canWrite = access.data?.can_write ?? false;
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const { filters, tag, list } = blogPageParams(params);
  const posts = usePosts(list);
  // The viewer's drafts (every draft for moderators and admins), above the published posts.
  const drafts = usePosts({ status: 'draft', limit: BLOG_PAGE_SIZE, offset: 0 }, { enabled: canWrite });
  const myDrafts = canWrite ? (drafts.data?.items ?? []) : [];
  const filtered = !!(filters.q || filters.category || tag);

  let body;
  if (posts.isPending) body = <LoadingState message={BLOG_MESSAGES.loading} />;
  else if (posts.isError && !posts.data) body = <ErrorState title="Failed to load posts" message={posts.error.message} onRetry={() => void posts.refetch()} />;
  else if (posts.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Newspaper className="size-10" />}
        title={BLOG_MESSAGES.noPosts}
        action={filtered ? <ClearFiltersButton onClick={clearAll} /> : undefined}
      />
    );
  } else {
    body = (
      <PagedList query={posts} page={posts.data} pageSize={BLOG_PAGE_SIZE} noun="post" onOffsetChange={pageTo(BLOG_PAGE_SIZE)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.data.items.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} eager={i < 3} />
            </li>
          ))}
        </ul>
      </PagedList>
    );
  }

  return (
    <Page
      title="Blog"
      heading="Blog"
      intro="Tutorials, project logs, event recaps and club news, written by members of the Embedded Systems Design Club."
      actions={
        <>
          {can('admin:access') ? <ManageLink tab="blog" what="the blog" /> : null}
          {canWrite ? (
            <ButtonLink to={paths.newPost} icon={PenLine}>
              Write a post
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <FilterPanel>
        <BlogFilters values={filters} onChange={change} />
        {tag ? (
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            Tagged <span className="font-semibold">#{tag}</span>
            <button type="button" onClick={() => change({ tag: undefined })} className={buttonClass('ghost', 'sm')}>
              <X className="size-4" aria-hidden="true" />
              Remove tag filter
            </button>
          </p>
        ) : null}
      </FilterPanel>
      {myDrafts.length > 0 ? (
        <section aria-labelledby="blog-drafts" className="mb-10 flex flex-col gap-4">
          <h2 id="blog-drafts" className="text-xl font-bold tracking-tight">
            Drafts
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {myDrafts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListSection id="blog-posts" title="Posts" hidden>
        {body}
      </ListSection>
    </Page>
  );
}
