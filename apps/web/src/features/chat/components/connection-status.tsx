import type { ChatConnectionStatus } from '../live/chat-socket';

const TEXT: Record<ChatConnectionStatus, string> = {
  connecting: 'Connecting…',
  open: 'Connected',
  reconnecting: 'Reconnecting…',
  closed: 'Disconnected',
};

/**
 * The live connection's state, unobtrusive (SPEC §5 Chat): a small pill while connecting or reconnecting, only a dot
 * with the words for screen readers once connected; a polite `status` region, so a drop and the return are announced.
 */
export function ConnectionStatus({ status }: { status: ChatConnectionStatus }) {
  const open = status === 'open';
  return (
    <p role="status" data-chat-status={status} className="inline-flex items-center gap-1.5 text-xs font-semibold text-muted">
      <span aria-hidden="true" className={`size-2 rounded-full ${open ? 'bg-success' : 'animate-pulse bg-warning'}`} />
      <span className={open ? 'sr-only' : undefined}>{TEXT[status]}</span>
    </p>
  );
}
