import type { ChatRoom } from '@esdc/core/chat-schemas';
import { Archive, Hash } from 'lucide-react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form-field';

/**
 * The rooms (SPEC §5 Chat): a list of links in a side column from 768 px, a select above the chat below it; the open
 * room is marked `aria-current` and kept in the address as `?room=<id>`, so Back and shared links open it.
 * @param rooms every room, in order (archived ones marked)
 * @param current the open room's id
 * @param onSelect opens a room (the select's change)
 */
export function RoomNav({ rooms, current, onSelect }: { rooms: readonly ChatRoom[]; current: number; onSelect: (id: number) => void }) {
  return (
    <>
      <div className="md:hidden">
        <SelectField id="chat-room-select" label="Room" value={String(current)} onChange={(e) => onSelect(Number(e.target.value))}>
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.archived ? `${room.name} (archived)` : room.name}
            </option>
          ))}
        </SelectField>
      </div>
      <nav aria-label="Rooms" className="hidden md:block">
        <h2 className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted">Rooms</h2>
        <ul className="flex flex-col gap-1">
          {rooms.map((room) => {
            const open = room.id === current;
            return (
              <li key={room.id}>
                <Link
                  to={`?room=${room.id}`}
                  aria-current={open ? 'page' : undefined}
                  className={`flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold transition ${
                    open ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-surface-2'
                  }`}
                >
                  {room.archived ? <Archive className="size-4 shrink-0" aria-hidden="true" /> : <Hash className="size-4 shrink-0" aria-hidden="true" />}
                  <span className="min-w-0 flex-1 truncate">{room.name}</span>
                  {room.archived ? <span className="text-xs font-normal text-muted">archived</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
