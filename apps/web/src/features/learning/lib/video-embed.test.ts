import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed';

describe('videoEmbed (lesson player)', () => {
  it('turns YouTube links into privacy-enhanced embeds', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&list=x',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url), url).toEqual({ src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', provider: 'YouTube' });
    }
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ?t=42')?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
  });

  it('turns Vimeo links into the player without tracking', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ src: 'https://player.vimeo.com/video/76979871?dnt=1', provider: 'Vimeo' });
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('leaves other links, bad ids and other schemes as links', () => {
    for (const url of [
      'https://example.com/video.mp4',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/channel/abc',
      'javascript:alert(1)',
      'not a url',
      'https://vimeo.com/channels/staffpicks',
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url), url).toBeNull();
    }
    expect(videoEmbed(null)).toBeNull();
  });
});
