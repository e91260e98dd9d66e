import { formatReaderDate } from '../../../lib/reader-date';

/**
 * The date a post shows: when it was published, else (a draft) when it last changed; 'Nov 3, 2026'.
 * @param post its published and updated times (ISO-8601 UTC)
 * @param timeZone lib/reader-date `useReaderTimeZone()`: 'UTC' while a server-rendered page hydrates, else the reader's
 * @returns the ISO time and its label
 */
export function postDate(post: { published_at: string | null; updated_at: string }, timeZone: 'UTC' | undefined): { iso: string; label: string } {
  const iso = post.published_at ?? post.updated_at;
  return { iso, label: formatReaderDate(iso, timeZone) };
}

/** 'N min read' (SPEC §2 Blog "read time in min"). */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
