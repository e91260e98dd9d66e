import type { SearchResultType } from '@esdc/core/search';
import type { SearchResult } from '@esdc/core/search-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { ProductLink } from '../../shop/public';
import { snippetParts, termRanges, type SnippetPart } from '../lib/highlight';

/** The type badge's word for each kind of result. */
const TYPE_LABELS: Readonly<Record<SearchResultType, string>> = {
  user: 'Member',
  product: 'Product',
  blog: 'Blog',
  project: 'Project',
  course: 'Course',
  event: 'Event',
  doc: 'Doc',
  resource: 'Resource',
  thread: 'Forum',
};

/**
 * The meta line without a leading type word the badge already shows ('Project · Robotics' → 'Robotics').
 * @param meta the result's meta line
 * @param label the type badge's word
 */
export function metaAfterType(meta: string | null, label: string): string | null {
  if (!meta) return null;
  const prefix = `${label} · `;
  return meta.startsWith(prefix) ? meta.slice(prefix.length) : meta === label ? null : meta;
}

/** A result's picture: a member's avatar (initials when it fails), else the item's image, left out when it fails. */
function Thumbnail({ result }: { result: SearchResult }) {
  const [failed, setFailed] = useState(false);
  if (!result.image) return null;
  if (result.type === 'user') return <Avatar name={result.title} src={result.image} size={56} className="shrink-0" />;
  if (failed) return null;
  return (
    <img
      src={result.image}
      alt=""
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-xl bg-surface-2 object-cover sm:size-16"
    />
  );
}

/** Runs of text with the matched ones in `<mark>` elements (built from text and offsets, never from HTML). */
function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, i) =>
    part.marked ? (
      <mark key={i} className="rounded-sm bg-warning-soft px-0.5 text-fg">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * A snippet with its matches in `<mark>` elements.
 * @param snippet the result's snippet (`text`, `highlights`)
 */
function Snippet({ snippet }: { snippet: SearchResult['snippet'] }) {
  return (
    <p className="line-clamp-3 text-sm text-muted [&_mark]:font-semibold">
      <Marked parts={snippetParts(snippet.text, snippet.highlights)} />
    </p>
  );
}

const titleLinkClass = "break-words rounded-sm after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] group-hover:text-accent-text";

/**
 * One result of /search (SPEC §2 Search): the type badge, the title as a link to the item (the whole card is its
 * target; a product's in a listing that is on, SPEC §3), the snippet with the matches highlighted, a thumbnail when the item has a picture, and the meta line.
 * @param terms the query's words (core `searchTerms`), marked where they start a word of the title
 */
export function SearchResultCard({ result, terms = [] }: { result: SearchResult; terms?: readonly string[] }) {
  const label = TYPE_LABELS[result.type];
  const meta = metaAfterType(result.meta, label);
  const title = <Marked parts={snippetParts(result.title, termRanges(result.title, terms))} />;
  return (
    <article className="group relative flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition hover:border-accent focus-within:border-accent sm:p-5">
      <Thumbnail result={result} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone="accent">{label}</Badge>
          {meta ? <p className="min-w-0 truncate text-xs text-muted">{meta}</p> : null}
        </div>
        <h3 className="text-base font-bold leading-snug sm:text-lg">
          {result.type === 'product' ? (
            <ProductLink id={result.id} className={titleLinkClass}>
              {title}
            </ProductLink>
          ) : (
            <Link to={result.url} className={titleLinkClass}>
              {title}
            </Link>
          )}
        </h3>
        {result.snippet.text ? <Snippet snippet={result.snippet} /> : null}
      </div>
    </article>
  );
}
