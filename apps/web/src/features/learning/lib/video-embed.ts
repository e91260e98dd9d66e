/** A lesson video that can be embedded: the player's address and the provider's name (for the frame's title). */
export interface VideoEmbed {
  src: string;
  provider: 'YouTube' | 'Vimeo';
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The privacy-friendly player of a lesson's video link (lesson player): YouTube links (watch?v=, youtu.be/,
 * /embed/, /shorts/, /live/) become youtube-nocookie.com embeds, Vimeo links (vimeo.com/{id},
 * player.vimeo.com/video/{id}) the player with `dnt=1`. Only https and http links are read.
 * @param url the lesson's `video_url`
 * @returns the embed, or null when the link is not a YouTube or Vimeo video (the page shows it as a link)
 */
export function videoEmbed(url: string | null | undefined): VideoEmbed | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') youtubeId = parsed.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) youtubeId = segments[1] ?? null;
  }
  if (youtubeId !== null) {
    if (!YOUTUBE_ID.test(youtubeId)) return null;
    const start = Number.parseInt(parsed.searchParams.get('t') ?? parsed.searchParams.get('start') ?? '', 10);
    const query = Number.isFinite(start) && start > 0 ? `?start=${start}` : '';
    return { src: `https://www.youtube-nocookie.com/embed/${youtubeId}${query}`, provider: 'YouTube' };
  }
  let vimeoId: string | null = null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') vimeoId = segments.find((s) => VIMEO_ID.test(s)) ?? null;
  else if (host === 'player.vimeo.com' && segments[0] === 'video') vimeoId = segments[1] ?? null;
  if (vimeoId !== null && VIMEO_ID.test(vimeoId)) return { src: `https://player.vimeo.com/video/${vimeoId}?dnt=1`, provider: 'Vimeo' };
  return null;
}
