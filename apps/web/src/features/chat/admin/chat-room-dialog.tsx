import { CHAT_ROOM_DESCRIPTION_MAX, CHAT_ROOM_NAME_MAX } from '@esdc/core/chat';
import { chatRoomCreateSchema, type ChatRoom, type ChatRoomCreate } from '@esdc/core/chat-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextField } from '../../../components/form-field';
import { useSaveChatRoom } from '../api/admin-chat-rooms';

/** Fields the server may name in a refusal. */
const ROOM_FIELDS = ['name', 'description'] as const;

function RoomForm({ room, onDone }: { room: ChatRoom | null; onDone: () => void }) {
  const save = useSaveChatRoom();
  const { field, submit, send, serverError, formState } = useAdminForm<z.input<typeof chatRoomCreateSchema>, ChatRoomCreate>({
    resolver: zodResolver(chatRoomCreateSchema),
    defaultValues: { name: room?.name ?? '', description: room?.description ?? '' },
    fields: ROOM_FIELDS,
    onDone,
  });
  const prefix = room ? `edit-chat-room-${room.id}` : 'new-chat-room';
  const onSubmit = submit((body) =>
    send(() => save.mutateAsync({ id: room?.id, body }), {
      success: room ? 'Room updated' : 'Room created',
      failure: room ? 'Failed to update room' : 'Failed to create room',
    }),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={room ? 'Save Room' : 'Add Room'}
      busyLabel="Saving..."
      onCancel={onDone}
      columns={1}
    >
      <TextField
        id={`${prefix}-name`}
        label="Room name"
        autoComplete="off"
        maxLength={CHAT_ROOM_NAME_MAX + 10}
        hint={`At most ${CHAT_ROOM_NAME_MAX} characters`}
        {...field('name')}
      />
      <TextField
        id={`${prefix}-description`}
        label="Description"
        autoComplete="off"
        hint={`One line, at most ${CHAT_ROOM_DESCRIPTION_MAX} characters`}
        {...field('description')}
      />
    </DialogForm>
  );
}

/**
 * Adds a room, or renames and describes one (SPEC §5 Chat; admins, 'chat:manage-rooms'), in a dialog: the name (1–40
 * characters, one line, unique: 'A room with this name already exists') and the description (at most 200).
 * @param room the room to edit, or null to add one
 */
export function ChatRoomDialog({ open, room, onOpenChange }: { open: boolean; room: ChatRoom | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={room ? `Edit room ${room.name}` : 'Add Room'}>
      {open ? <RoomForm key={room?.id ?? 'new'} room={room} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
