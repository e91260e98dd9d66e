import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Options of the hook. */
export interface PopoverDismissOptions {
  /** The elements a pointer press may land on without closing the pop-over (it, its button). */
  inside: () => readonly (Node | null | undefined)[];
  /** When given, Escape closes the pop-over and then runs this (e.g. focus back to its button). */
  onEscape?: () => void;
  /** Hears every change of `open`. */
  onOpenChange?: (open: boolean) => void;
  /** Attach the outside-press listener this many ms after opening, so the opening click never closes it. */
  outsideDelayMs?: number;
}

/**
 * The closing rules the header's pop-overs share (SPEC §2 Shared header, Profile pop-up): navigating closes it;
 * while it is open a pointer press outside `inside()` closes it, and (with `onEscape`) so does Escape.
 * @param open whether the pop-over is open
 * @param setOpen the pop-over's state setter
 */
export function usePopoverDismiss(open: boolean, setOpen: (open: boolean) => void, options: PopoverDismissOptions): void {
  const { pathname } = useLocation();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { onOpenChange, outsideDelayMs = 0 } = options;

  useEffect(() => {
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (latest.current.inside().some((element) => element?.contains(target))) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { onEscape } = latest.current;
      if (event.key !== 'Escape' || !onEscape) return;
      setOpen(false);
      onEscape();
    };
    const attach = () => document.addEventListener('pointerdown', onPointerDown);
    const timer = outsideDelayMs > 0 ? window.setTimeout(attach, outsideDelayMs) : (attach(), undefined);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen, outsideDelayMs]);
}
