import type { ChatRoom } from '@esdc/core/chat-schemas';
import { Archive, ArchiveRestore, MessagesSquare, Pencil } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardHead } from '../../../components/admin/card-list';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { Badge } from '../../../components/badge';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminChatRooms, useSaveChatRoom } from '../api/admin-chat-rooms';
import { ChatRoomDialog } from './chat-room-dialog';

/** Delay before a typed search filters the rooms (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;
const NO_PAGING = { offset: 0, limit: 100, setOffset: () => undefined };

/** Edit, and Archive or Restore, of one room. */
function RoomActions({ room, onEdit, onArchive, onRestore }: { room: ChatRoom; onEdit: () => void; onArchive: () => void; onRestore: () => void }) {
  return (
    <RowActionBar>
      <RowAction onClick={onEdit} icon={Pencil} label="Edit" name={`Edit room ${room.name}`} />
      {room.archived ? (
        <RowAction onClick={onRestore} icon={ArchiveRestore} label="Restore" name={`Restore room ${room.name}`} tone="accent" />
      ) : (
        <RowAction onClick={onArchive} icon={Archive} label="Archive" name={`Archive room ${room.name}`} tone="warning" />
      )}
    </RowActionBar>
  );
}

const state = (room: ChatRoom) => (room.archived ? <Badge tone="neutral">Archived</Badge> : <Badge tone="success">Open</Badge>);

/**
 * The Chat rooms tab (SPEC §5 Chat; admins, 'chat:manage-rooms'): every room in order with its description and state
 * (Open, Archived); search by name or description; Add Room; per room Edit (rename, describe), Archive (confirmed: the
 * room keeps its history and takes no new messages) and Restore. 'No chat rooms found'.
 */
export function ChatRoomsTab() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminChatRooms({ q });
  const [editing, setEditing] = useState<ChatRoom | null>(null);
  const [creating, setCreating] = useState(false);
  const save = useSaveChatRoom();
  const setArchived = (room: ChatRoom, archived: boolean) =>
    save.mutate(
      { id: room.id, body: { archived } },
      toastOutcome(archived ? `Room ${room.name} archived` : `Room ${room.name} restored`, archived ? 'Failed to archive room' : 'Failed to restore room'),
    );
  const archiving = useConfirm<ChatRoom>((room) => ({
    title: `Archive room ${room?.name ?? ''}?`,
    message: 'Members can still read its history, but nobody can post in it until it is restored.',
    confirmLabel: 'Archive',
    danger: true,
    onConfirm: () => room && setArchived(room, true),
  }));

  const actions = (room: ChatRoom) => (
    <RoomActions room={room} onEdit={() => setEditing(room)} onArchive={() => archiving.ask(room)} onRestore={() => setArchived(room, false)} />
  );
  const columns: Column<ChatRoom>[] = [
    { header: 'Room', cell: (r) => <TitleCell title={r.name} sub={r.description || undefined} /> },
    { header: 'Order', cell: (r) => r.position, numeric: true },
    { header: 'State', cell: state },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar search={{ id: 'admin-chat-rooms-search', label: 'Search chat rooms', placeholder: 'Name or description', value: text, onChange: setText }}>
        <CreateAction label="Add Room" onClick={() => setCreating(true)} />
      </AdminToolbar>
      <AdminList
        source={{ list, paging: NO_PAGING, filtered: Boolean(q) }}
        what="chat rooms"
        one="chat room"
        none={{ icon: MessagesSquare, hint: 'Try another search.', otherwise: 'Add the first room for members to chat in.' }}
        table={{ minWidth: 'min-w-[40rem]', columns }}
        card={(room) => (
          <>
            <CardHead title={<p className="font-semibold">{room.name}</p>} meta={room.description} metaClassName="text-sm text-muted" badge={state(room)} />
            {actions(room)}
          </>
        )}
      />
      <ChatRoomDialog open={creating} room={null} onOpenChange={setCreating} />
      <ChatRoomDialog open={editing !== null} room={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {archiving.dialog}
    </div>
  );
}
