import type { LucideIcon } from 'lucide-react';

/**
 * A count after a small icon ('♥ 12'), read as '12 likes' by assistive technology (SPEC §2 project cards: likes, views).
 * @param icon the decorative icon; `count` the number; `noun` the plural a screen reader hears after it
 * @param className the text style on top (e.g. 'font-mono text-xs text-muted')
 */
export function IconCount({ icon: Icon, count, noun, className = '' }: { icon: LucideIcon; count: number; noun: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {count}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}
