import { MessageCircle } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { useFeatures } from '../../../lib/features';
import { useSession } from '../../../lib/session';
import type { ChatbotPanelProps } from './chatbot-panel';

/** The panel's module: its own chunk, fetched on the first hover, focus or click of the button. */
const loadPanel = () => import('./chatbot-panel');
/** The panel once its chunk has arrived (kept for the page's life). */
let loadedPanel: ComponentType<ChatbotPanelProps> | null = null;

/**
 * The chatbot widget's floating button (SPEC §2 Chatbot widget: a widget on every page while the chatbot feature is
 * on), bottom right, above the phone dock's bar. Only this button is in the initial JavaScript: the panel, with the
 * API calls and everything it needs, is loaded on first use (scripts/check-bundle.mjs). It is a plain button of the
 * server-rendered page, so a click before the app's JavaScript arrived is replayed once it has (public/theme-init.js,
 * main.tsx). Mounted above the routes, so the conversation is kept while the member moves between pages; a new
 * session (sign in or out) starts a new one.
 */
export function ChatbotWidget() {
  const { isEnabled } = useFeatures();
  const { user } = useSession();
  const [Panel, setPanel] = useState(() => loadedPanel);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!isEnabled('chatbot')) return null;

  const prefetch = () => void loadPanel().catch(() => undefined);
  const toggle = () => {
    if (Panel) return setOpen((was) => !was);
    // Opened once its chunk is here; should it fail to load (offline), the button stays as it was.
    loadPanel().then(
      (module) => {
        loadedPanel = module.ChatbotPanel;
        setPanel(() => module.ChatbotPanel);
        setOpen(true);
      },
      () => undefined,
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Chatbot"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="fixed bottom-20 right-4 z-30 flex size-14 items-center justify-center rounded-full bg-accent text-accent-fg shadow-[var(--shadow-card)] ring-1 ring-line transition hover:brightness-95 wide:bottom-5 wide:right-5"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {Panel ? <Panel key={user?.id ?? 'visitor'} open={open} onOpenChange={setOpen} opener={button} userId={user?.id ?? null} /> : null}
    </>
  );
}
