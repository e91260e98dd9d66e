import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * A card of a list page's grid (SPEC §2: Blog, Events, Challenges, Courses, Shop listing): an optional image block over
 * a padded column that fills the card's height (a foot with `mt-auto` sits at the bottom). A card opened through a
 * {@link CardLink} lifts and outlines itself on hover and focus.
 * @param media the image (and what lies over it, e.g. a badge placed `absolute`); none for a card without one
 * @param mediaClassName the image block's aspect (default 'aspect-[16/9]')
 * @param gap the column's spacing (default 'gap-3')
 * @param border the border's colour (default 'border-line')
 * @param lift false for a card that is no link (its actions are its own buttons): no hover lift
 */
export function ListCard({
  media,
  mediaClassName = 'aspect-[16/9]',
  gap = 'gap-3',
  border = 'border-line',
  lift = true,
  children,
}: {
  media?: ReactNode;
  mediaClassName?: string;
  gap?: string;
  border?: string;
  lift?: boolean;
  children: ReactNode;
}) {
  const card = `flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border ${border} bg-surface shadow-[var(--shadow-card)]`;
  return (
    <article className={lift ? `group relative ${card} transition hover:-translate-y-0.5 hover:border-accent focus-within:border-accent` : card}>
      {media ? <div className={`relative ${mediaClassName} overflow-hidden bg-surface-2`}>{media}</div> : null}
      <div className={`flex flex-1 flex-col ${gap} p-5`}>{children}</div>
    </article>
  );
}

/**
 * The link that opens a {@link ListCard}'s item: stretched over the whole card, and remembering the list it was
 * opened from (`state.backTo`: path and filters), so the item page's back link returns to the same list.
 * @param className the link's look (default: a title that takes the accent colour while the card is hovered)
 */
export function CardLink({ to, className = 'rounded-sm group-hover:text-accent-text', children }: { to: string; className?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={to} state={{ backTo: location.pathname + location.search }} className={`${className} after:absolute after:inset-0 after:content-['']`}>
      {children}
    </Link>
  );
}
