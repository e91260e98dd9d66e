import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';

/** Whether the side dock shows on a phone, shared by the dock and its toggle in the header (SPEC §2 Side dock). */
interface DockState {
  /** The dock's element id, for the toggle's `aria-controls`. */
  dockId: string;
  /** Whether the dock shows (at 768 px or narrower; wider screens always show it). */
  shown: boolean;
  /** Shows the dock; with `focus`, focus moves to its first link once it is there (keyboard activation). */
  show: (options?: { focus?: boolean }) => void;
  /** Hides the dock. */
  hide: () => void;
  /** Whether {@link DockState.show} asked for focus since the last call; the dock moves focus in when it says yes. */
  takeFocusRequest: () => boolean;
}

const DockContext = createContext<DockState | null>(null);

/** Holds the dock's state for the layout (app/layout/root-layout.tsx); it shows first (SPEC §2 Side dock). */
export function DockProvider({ children }: { children: ReactNode }) {
  const dockId = useId();
  const [shown, setShown] = useState(true);
  const focusRequest = useRef(false);
  const show = useCallback((options?: { focus?: boolean }) => {
    focusRequest.current = options?.focus === true;
    setShown(true);
  }, []);
  const hide = useCallback(() => setShown(false), []);
  const takeFocusRequest = useCallback(() => {
    const requested = focusRequest.current;
    focusRequest.current = false;
    return requested;
  }, []);
  const value = useMemo(() => ({ dockId, shown, show, hide, takeFocusRequest }), [dockId, shown, show, hide, takeFocusRequest]);
  return <DockContext.Provider value={value}>{children}</DockContext.Provider>;
}

/** The dock's state; throws outside {@link DockProvider}. */
export function useDock(): DockState {
  const dock = useContext(DockContext);
  if (!dock) throw new Error('useDock must be used inside DockProvider');
  return dock;
}
