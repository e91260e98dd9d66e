import type { Image } from '@esdc/core/image';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';

/** An image as the API answers it. */
const image = (id: number): Image => ({
  id,
  width: 800,
  height: 600,
  bytes: 1000,
  created_at: '2026-11-24T00:00:00.000Z',
  variants: [
    {
      name: 'thumbnail',
      width: 160,
      height: 120,
      avif: `/media/${String(id).padStart(32, '0')}/thumbnail.avif`,
      webp: `/media/${String(id).padStart(32, '0')}/thumbnail.webp`,
    },
  ],
});

describe('ImageUpload', () => {
  it('is a labelled group with a pick button and a file input, and shows each image with its size', () => {
    render(<ImageUpload id="gallery" label="Project Images" hint="Up to 12 images." value={[image(1)]} onChange={() => {}} max={12} />);
    const group = screen.getByRole('group', { name: 'Project Images' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Choose images' })).toBeTruthy();
    const input = group.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.id).toBe('gallery');
    expect(input.multiple).toBe(true);
    const thumb = within(group).getByRole('img', { name: 'Image 1' });
    expect(thumb.getAttribute('src')).toBe(image(1).variants[0]!.webp);
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['160', '120']);
  });

  it('removes an image and moves the cover with pressed buttons', () => {
    const onChange = vi.fn();
    const onCover = vi.fn();
    render(<ImageUpload id="g" label="Project Images" value={[image(1), image(2)]} onChange={onChange} max={12} cover={{ id: null, onChange: onCover }} />);
    const cover = screen.getByRole('button', { name: 'Cover (image 1)' });
    expect(cover.getAttribute('aria-pressed')).toBe('true');
    const other = screen.getByRole('button', { name: 'Make cover (image 2)' });
    expect(other.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(other);
    expect(onCover).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenCalledWith([image(2)]);
  });

  it('holds one image when max is 1: the button replaces it', () => {
    render(<ImageUpload id="avatar" label="Avatar" value={[image(3)]} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeTruthy();
    expect((document.getElementById('avatar') as HTMLInputElement).multiple).toBe(false);
  });
});
