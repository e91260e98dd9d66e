import { PROFILE_POPUP_CLICK_OUTSIDE_DELAY_MS } from '@esdc/core/constants';
import { popupDisplayName } from '@esdc/core/display';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { usePopoverDismiss } from './use-popover-dismiss';

const loadPanel = () => import('./profile-panel');
const ProfilePanel = lazy(loadPanel);

/**
 * Profile button and pop-up (SPEC §2 Profile pop-up). The pop-up closes on an outside click (the
 * listener is attached after 100 ms), on Escape (focus returns to the button) and on navigation.
 */
export function ProfileMenu({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();

  usePopoverDismiss(open, setOpen, {
    inside: () => [popupRef.current, buttonRef.current],
    onEscape: () => buttonRef.current?.focus(),
    onOpenChange,
    // SPEC §2: the outside-click listener is attached after 100 ms, so the opening click never closes it.
    outsideDelayMs: PROFILE_POPUP_CLICK_OUTSIDE_DELAY_MS,
  });

  useEffect(() => {
    if (open) popupRef.current?.focus();
  }, [open]);

  if (!user) return null;
  const name = popupDisplayName(user);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label="Open profile menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        className="rounded-full p-0.5 ring-2 ring-transparent transition hover:ring-accent"
      >
        <span aria-hidden="true">
          <Avatar name={name} size={34} />
        </span>
      </button>
      {open ? (
        <div
          ref={popupRef}
          id={popupId}
          role="dialog"
          aria-label="Profile menu"
          tabIndex={-1}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[calc(100svh-6rem)] overflow-y-auto rounded-[var(--radius-card)] border border-line bg-surface p-4 text-fg shadow-2xl outline-none sm:left-auto sm:right-0 sm:w-[27rem]"
        >
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner label="Loading profile menu" />
              </div>
            }
          >
            <ProfilePanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
