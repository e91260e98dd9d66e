/** A post's date as readers see it: 'Nov 3, 2026' in the reader's time zone. */
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The date a post shows: when it was published, else (a draft) when it last changed.
 * @param post its published and updated times (ISO-8601 UTC)
 * @returns the ISO time and its label
 */
export function postDate(post: { published_at: string | null; updated_at: string }): { iso: string; label: string } {
  const iso = post.published_at ?? post.updated_at;
  return { iso, label: DATE.format(new Date(iso)) };
}

/** 'N min read' (SPEC §2 Blog "read time in min"). */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
