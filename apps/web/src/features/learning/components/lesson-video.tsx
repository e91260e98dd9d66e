import { ExternalLink, PlayCircle } from 'lucide-react';
import { videoEmbed } from '../lib/video-embed';

/**
 * A lesson's video: YouTube and Vimeo links play in a privacy-friendly embed (no cookies until played,
 * Vimeo's `dnt`), titled for screen readers; any other link is offered as a link that opens in a new tab.
 * @param url the lesson's `video_url`
 * @param title the lesson's title, for the frame's title
 */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const embed = videoEmbed(url);
  if (!embed) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface-2 p-4 font-semibold hover:text-accent-text"
      >
        <PlayCircle className="size-6 shrink-0 text-accent-text" aria-hidden="true" />
        <span className="min-w-0 flex-1 break-words">Watch the video for this lesson</span>
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="aspect-video overflow-hidden rounded-[var(--radius-card)] border border-line bg-black">
      <iframe
        src={embed.src}
        title={`Video: ${title} (${embed.provider})`}
        className="size-full"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
