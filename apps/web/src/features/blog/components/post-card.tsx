import type { BlogPostSummary } from '@esdc/core/blog';
import { paths } from '@esdc/core/routes';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { CardLink, ListCard } from '../../../components/list-card';
import { useReaderTimeZone } from '../../../lib/reader-date';
import { postDate, readTimeLabel } from '../lib/post-display';
import { PostCover } from './post-cover';

/** How wide a card's cover shows (one column, two from 640 px, three from 1024 px). */
const CARD_COVER_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A post card of /blog (SPEC §2 Blog): cover, category, title (a stretched link to the post), excerpt, author, date,
 * 'N min read' and tags; a 'Draft' badge on the viewer's drafts.
 * @param eager load the cover at once (cards in the first screen)
 */
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const date = postDate(post, useReaderTimeZone());
  return (
    <ListCard media={<PostCover post={post} sizes={CARD_COVER_SIZES} eager={eager} />}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-xs uppercase tracking-widest text-accent-text">{post.category}</p>
        {post.status === 'draft' ? <Badge tone="warning">Draft</Badge> : null}
      </div>
      <h3 className="text-lg font-bold leading-snug">
        <CardLink to={paths.blogPost(post.slug)}>{post.title}</CardLink>
      </h3>
      <p className="line-clamp-3 text-sm text-muted">{post.excerpt}</p>
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex items-center gap-3 border-t border-line pt-4 text-sm">
        <Avatar name={post.author?.name ?? 'Former member'} src={post.author?.avatar_url} size={32} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{post.author?.name ?? 'Former member'}</p>
          <p className="text-xs text-muted">
            <time dateTime={date.iso}>{date.label}</time> · {readTimeLabel(post.read_time)}
          </p>
        </div>
      </div>
    </ListCard>
  );
}
