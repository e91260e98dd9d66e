import { PanelBottomClose, PanelBottomOpen } from 'lucide-react';
import { useDock } from './dock-state';

/**
 * The side dock's toggle button (SPEC §2 Side dock: at 768 px or narrower the dock hides after 3 seconds and a toggle
 * button brings it back). It sits in the header, so it never covers the page's content; wider screens, where the dock
 * always shows, do not have it (in CSS, so a server-rendered page is right before any script runs).
 * @param className the header's icon-button look
 */
export function DockToggle({ className }: { className: string }) {
  const { dockId, shown, show, hide } = useDock();
  const Icon = shown ? PanelBottomClose : PanelBottomOpen;
  return (
    <button
      type="button"
      aria-label={shown ? 'Hide navigation dock' : 'Show navigation dock'}
      aria-controls={dockId}
      aria-expanded={shown}
      // Keyboard activation (detail 0) moves focus into the dock; a tap leaves focus alone.
      onClick={(event) => (shown ? hide() : show({ focus: event.detail === 0 }))}
      className={`${className} wide:hidden`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
