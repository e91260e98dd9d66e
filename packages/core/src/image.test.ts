import { describe, expect, it } from 'vitest';
import { imageKeyOfUrl, imageSrcSet, imageVariant, imageVariantUrl } from './image.ts';
import { optionalUrlSchema } from './input.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const image = {
  variants: [
    { name: 'thumbnail' as const, width: 160, height: 90, avif: imageVariantUrl(KEY, 'thumbnail', 'avif'), webp: imageVariantUrl(KEY, 'thumbnail', 'webp') },
    { name: 'card' as const, width: 500, height: 281, avif: imageVariantUrl(KEY, 'card', 'avif'), webp: imageVariantUrl(KEY, 'card', 'webp') },
  ],
};

describe('uploaded image URLs', () => {
  it('builds and reads back the path of a variant', () => {
    expect(imageVariantUrl(KEY, 'card', 'webp')).toBe(`/media/${KEY}/card.webp`);
    expect(imageKeyOfUrl(`/media/${KEY}/full.avif`)).toBe(KEY);
    for (const other of [
      'https://example.org/a.png',
      `/media/${KEY}/huge.webp`,
      `/media/${KEY}/card.png`,
      '/media/../etc/passwd',
      `https://x.org/media/${KEY}/card.webp`,
    ]) {
      expect(imageKeyOfUrl(other), other).toBeNull();
    }
  });

  it('picks the named variant, else the largest there is, and lists a srcset per format', () => {
    expect(imageVariant(image, 'card')?.width).toBe(500);
    expect(imageVariant(image, 'full')?.width).toBe(500);
    expect(imageSrcSet(image, 'avif')).toBe(`/media/${KEY}/thumbnail.avif 160w, /media/${KEY}/card.avif 500w`);
  });

  it('lets a URL field take our own variant paths only when asked', () => {
    const path = `/media/${KEY}/thumbnail.webp`;
    expect(optionalUrlSchema('Avatar URL', { uploaded: true }).parse(path)).toBe(path);
    expect(optionalUrlSchema('Website').safeParse(path).success).toBe(false);
    expect(optionalUrlSchema('Avatar URL', { uploaded: true }).safeParse('/media/elsewhere.png').success).toBe(false);
  });
});
