/**
 * A member's website as a link that opens in a new tab, shown without its 'https://' (SPEC §2 Rich profile card
 * fields: Website).
 * @param url the website's address
 */
export function WebsiteLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="break-all font-medium text-accent-text hover:underline">
      {url.replace(/^https?:\/\//i, '')}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
