import type { BlogPostSummary } from '@esdc/core/blog';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';

/**
 * A post's cover (SPEC §2 Blog cards with cover image): the uploaded image, else the cover URL, else a quiet
 * placeholder. Decorative on cards (the title says what it is), so its alt text is empty.
 * @param sizes how wide it shows, for the responsive image
 * @param eager load it at once (above the fold)
 */
export function PostCover({ post, sizes, eager = false }: { post: Pick<BlogPostSummary, 'cover_image' | 'cover_url'>; sizes: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const className = 'size-full object-cover';
  if (post.cover_image && !failed) {
    return <ResponsiveImage image={post.cover_image} sizes={sizes} eager={eager} className={className} onError={() => setFailed(true)} />;
  }
  if (post.cover_url && !failed) {
    return (
      <img
        src={post.cover_url}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div className="grid size-full place-items-center text-muted">
      <Newspaper className="size-10" aria-hidden="true" />
    </div>
  );
}
