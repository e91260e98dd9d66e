import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';

/** Auto-repeat of a held button: first repeat after `delayMs`, then every `everyMs`. */
export interface RepeatTiming {
  delayMs: number;
  everyMs: number;
}

/**
 * An on-screen game control (issue: touch play). It acts on pointer down, so it responds at once on a
 * touch screen; it can repeat while held, and report release for held controls (paddles). Activated
 * from the keyboard (Enter or Space) it acts once, and a held control is released shortly after.
 */
export function TouchButton({
  label,
  icon: Icon,
  onPress,
  onRelease,
  repeat,
  wide = false,
}: {
  label: string;
  icon: LucideIcon;
  onPress: () => void;
  onRelease?: () => void;
  repeat?: RepeatTiming;
  wide?: boolean;
}) {
  const timers = useRef<number[]>([]);
  const held = useRef(false);

  const stop = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
    if (held.current) {
      held.current = false;
      onRelease?.();
    }
  };
  const stopRef = useRef(stop);
  useEffect(() => {
    stopRef.current = stop;
  });
  useEffect(() => () => stopRef.current(), []);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    held.current = true;
    onPress();
    if (repeat) {
      timers.current.push(
        window.setTimeout(() => {
          timers.current.push(window.setInterval(onPress, repeat.everyMs));
        }, repeat.delayMs),
      );
    }
  };

  return (
    <button
      type="button"
      aria-label={label}
      onPointerDown={down}
      onPointerUp={stop}
      onPointerCancel={stop}
      onLostPointerCapture={stop}
      onContextMenu={(event) => event.preventDefault()}
      onClick={(event) => {
        if (event.detail !== 0) return; // pointer presses were handled on pointer down
        onPress();
        if (onRelease) window.setTimeout(onRelease, 150);
      }}
      className={`flex h-14 touch-none select-none items-center justify-center rounded-2xl border border-line bg-surface-2 text-fg shadow-sm active:bg-accent-soft active:text-accent-text ${wide ? 'w-28' : 'w-14'}`}
    >
      <Icon className="size-6" aria-hidden="true" />
    </button>
  );
}
