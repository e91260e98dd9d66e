import type { Event } from '@esdc/core/event';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';

const IMAGE_CLASS = 'h-full w-full object-cover';

/**
 * An event's picture: the uploaded image (AVIF/WebP at the width shown), else its external image URL, else (or when
 * it cannot load) a calendar drawing. Decorative: the title says what the event is.
 * @param sizes the `sizes` attribute for the uploaded image
 */
export function EventImage({ event, sizes, eager = false }: { event: Pick<Event, 'image' | 'image_url'>; sizes: string; eager?: boolean }) {
  const [broken, setBroken] = useState<'none' | 'image' | 'all'>('none');
  if (event.image && broken === 'none') {
    return <ResponsiveImage image={event.image} sizes={sizes} eager={eager} onError={() => setBroken('image')} className={IMAGE_CLASS} />;
  }
  if (event.image_url && broken !== 'all') {
    return <img src={event.image_url} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setBroken('all')} className={IMAGE_CLASS} />;
  }
  return (
    <div className="flex h-full w-full items-center justify-center bg-accent-soft text-accent-text" aria-hidden="true">
      <CalendarDays className="size-12 opacity-70" strokeWidth={1.25} />
    </div>
  );
}
