import { Avatar } from '../../../components/avatar';
import type { ChatMember } from '../live/use-chat-live';

/** The members online in the open room (SPEC §5 Chat), under the heading 'Online' with their count. */
export function PresenceList({ members }: { members: readonly ChatMember[] }) {
  return (
    <section aria-labelledby="chat-online-heading" className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <h2 id="chat-online-heading" className="text-sm font-bold">
        Online <span className="font-mono font-semibold text-muted">({members.length})</span>
      </h2>
      {members.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nobody else is here yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {members.map((m) => (
            <li key={m.id} className="flex min-w-0 items-center gap-2 text-sm">
              <Avatar name={m.name} size={24} />
              <span className="min-w-0 truncate">{m.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
