import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';

/*
 * The avatar falls back to the initials when its image fails (SPEC §2 Reusable profile card; on a
 * server-rendered page the image could fail before the script ran, and the circle stayed empty).
 */
describe('Avatar', () => {
  // happy-dom loads no images and reports every one as complete; a browser's freshly made image is still loading.
  let complete: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the image, and the initials once it fails to load', () => {
    render(<Avatar name="Ada Lovelace" src="https://example.com/a.png" />);
    const img = screen.getByRole('img', { name: "Ada Lovelace's avatar" });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: "Ada Lovelace's avatar" });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AL');
  });

  it('shows the initials when the image had already failed before it was mounted (no error event comes)', () => {
    complete.mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<Avatar name="Ada Lovelace" src="https://example.com/broken.png" />);
    const fallback = screen.getByRole('img', { name: "Ada Lovelace's avatar" });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AL');
  });

  it('tries a new image again after an earlier one failed', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" src="https://example.com/a.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar name="Ada Lovelace" src="https://example.com/b.png" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });
});
