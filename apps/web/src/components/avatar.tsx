import { githubAvatarUrl, initials } from '@esdc/core/display';
import { useCallback, useState } from 'react';

/**
 * Avatar (SPEC §2 Reusable profile card, §9): the image, else the code-host avatar from the GitHub
 * username, else up to two initials; falls back to initials when the image fails to load, also when it failed before
 * the page's script was running (a server-rendered page: the error event has then already passed).
 */
export function Avatar({
  name,
  src,
  githubUsername,
  size = 40,
  className = '',
}: {
  name: string;
  src?: string | null;
  githubUsername?: string | null;
  size?: number;
  className?: string;
}) {
  const url = src || githubAvatarUrl(githubUsername);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl !== null && failedUrl === url;
  // An image that is already complete with no pixels is broken: its error event will not come again.
  const checkBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && url && img.complete && img.naturalWidth === 0) setFailedUrl(url);
    },
    [url],
  );
  const style = { width: size, height: size, fontSize: Math.max(11, Math.round(size * 0.38)) };
  if (url && !failed) {
    return (
      <img
        src={url}
        alt={`${name}'s avatar`}
        width={size}
        height={size}
        loading="lazy"
        ref={checkBroken}
        onError={() => setFailedUrl(url)}
        className={`shrink-0 rounded-full bg-surface-2 object-cover ${className}`}
        style={style}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent-text ${className}`}
      style={style}
    >
      {initials(name)}
    </span>
  );
}
