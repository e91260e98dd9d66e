import type { MemoryCard as Card } from '@esdc/core/games/memory';
import { CircuitBoard } from 'lucide-react';
import { MEMORY_ICON_INFO } from '../lib/memory-icons';

/**
 * One Memory Match card (SPEC §9 Memory Match) as a button named by position and face:
 * 'Card 3, face down' or 'Card 3, microchip'. Face-up and matched cards cannot be chosen (aria-disabled).
 */
export function MemoryCard({ card, position, onFlip }: { card: Card; position: number; onFlip: () => void }) {
  const info = MEMORY_ICON_INFO[card.icon];
  const shown = card.faceUp || card.matched;
  const Icon = shown ? info.icon : CircuitBoard;
  const name = shown ? `Card ${position}, ${info.name}${card.matched ? ', matched' : ''}` : `Card ${position}, face down`;
  const tone = card.matched
    ? 'border-success bg-success-soft text-success'
    : shown
      ? 'border-accent bg-surface text-accent-text'
      : 'border-transparent bg-accent text-accent-fg hover:opacity-90';
  return (
    <button
      type="button"
      aria-label={name}
      aria-disabled={shown}
      data-card={position}
      onClick={() => {
        if (!shown) onFlip();
      }}
      className={`flex aspect-square w-full items-center justify-center rounded-xl border-2 shadow-sm motion-safe:transition-[transform,background-color] motion-safe:duration-200 ${tone} ${shown ? 'motion-safe:scale-[1.03]' : ''}`}
    >
      <Icon className={shown ? 'size-1/2' : 'size-1/3 opacity-70'} aria-hidden="true" strokeWidth={shown ? 2 : 1.5} />
    </button>
  );
}
