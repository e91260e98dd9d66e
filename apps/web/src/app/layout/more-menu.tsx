import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ComingSoonEntry } from '../../components/coming-soon';
import { isBuiltLink, type NavItem } from './nav-links';
import { usePopoverDismiss } from './use-popover-dismiss';

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The header's 'More' menu (SPEC §2 Shared header): opens on hover, on click and from the keyboard
 * (Enter, Space, ArrowDown); Escape, a click outside, leaving with Tab or navigating closes it.
 * A disclosure of links rather than an ARIA menu, so links behave as links. Entries of areas not built yet read
 * 'Coming soon' and are not links (the arrow keys move between the links only).
 */
export function MoreMenu({ items, onOpenChange }: { items: readonly NavItem[]; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverOpened = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const { pathname } = useLocation();

  usePopoverDismiss(open, setOpen, { inside: () => [wrapperRef.current], onOpenChange });

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  if (items.length === 0) return null;

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) {
      setOpen(true);
      // The list renders on the next frame.
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    if (current === -1) focusItem(event.key === 'ArrowDown' ? 0 : -1);
    else focusItem(event.key === 'ArrowDown' ? current + 1 : current - 1);
  };

  const isActive = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        window.clearTimeout(closeTimer.current);
        if (!open) hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'touch') return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => {
          hoverOpened.current = false;
          setOpen(false);
        }, HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // A click after a hover-open keeps the menu open instead of closing it under the pointer.
          if (hoverOpened.current) {
            hoverOpened.current = false;
            setOpen(true);
            return;
          }
          setOpen((o) => !o);
        }}
        className={`inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold transition ${
          isActive ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-fg'
        }`}
      >
        More
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {/* A bridge so the pointer can travel from the button to the list without closing it. */}
      <div className={`absolute left-1/2 top-full w-56 -translate-x-1/2 pt-2 ${open ? '' : 'hidden'}`}>
        <ul ref={listRef} id={listId} className="rounded-2xl border border-line bg-surface p-1.5 shadow-[var(--shadow-card)]">
          {items.map((item) => (
            <li key={item.to}>
              {isBuiltLink(item) ? (
                <NavLink
                  to={item.to}
                  onClick={() => setOpen(false)}
                  className={({ isActive: active }) =>
                    `block rounded-xl px-3 py-2 text-sm font-medium transition ${active ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-surface-2'}`
                  }
                >
                  {item.label}
                </NavLink>
              ) : (
                <ComingSoonEntry label={item.label} className="flex items-center justify-between rounded-xl px-3 py-2 text-sm font-medium text-muted" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
