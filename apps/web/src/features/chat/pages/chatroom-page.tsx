import { CHAT_MESSAGES } from '@esdc/core/chat';
import type { ChatAuthor, ChatMessage, ChatRoom } from '@esdc/core/chat-schemas';
import { paths } from '@esdc/core/routes';
import type { SessionUser } from '@esdc/core/session';
import { MessagesSquare } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { notifyOutcome } from '../../../lib/toast';
import { useDeleteChatMessage } from '../api/chat-message-actions';
import { useChatMessages } from '../api/list-chat-messages';
import { useChatRooms } from '../api/list-chat-rooms';
import { chatKeys } from '../api/chat-keys';
import { blockedReason, type BlockedReason } from '../components/blocked-reason';
import { Composer } from '../components/composer';
import { ConnectionStatus } from '../components/connection-status';
import { MessageItem } from '../components/message-item';
import { MessageLog } from '../components/message-log';
import { MuteDialog } from '../components/mute-dialog';
import { PresenceList } from '../components/presence-list';
import { RoomNav } from '../components/room-nav';
import { TypingIndicator } from '../components/typing-indicator';
import { historyMessages } from '../live/history-merge';
import { useChatLive } from '../live/use-chat-live';

const TITLE = 'Chatroom';
const INTRO = 'Talk with other members in real time, one room per topic.';

/**
 * /chatroom (SPEC §5 Chat; docs/requirements.md §2 Chatroom): the rooms, the open room's messages (live over the chat
 * socket), who is online and typing, and the message box. Visitors see 'Sign in to chat' with a link to sign in, and
 * no connection is opened for them. The open room is `?room=<id>` (the first open room by default).
 */
export default function ChatroomPage() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return <VisitorChatroom />;
  return <MemberChatroom viewer={user} />;
}

/** The page of a visitor: what the chatroom is, and the way to sign in. */
function VisitorChatroom() {
  const location = useLocation();
  return (
    <Page title={TITLE} heading={TITLE} intro={INTRO}>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-10 text-center shadow-[var(--shadow-card)]">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <MessagesSquare className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-bold">{CHAT_MESSAGES.signInRequired}</h2>
        <p className="text-muted">The rooms are open to every club member: sign in to read them and join the conversation.</p>
        <ButtonLink to={paths.login} state={{ from: location.pathname + location.search }}>
          Sign in
        </ButtonLink>
      </div>
    </Page>
  );
}

/** The room the address names, else the first open one, else the first. */
function pickRoom(rooms: readonly ChatRoom[], asked: string | null): ChatRoom | undefined {
  const id = Number(asked);
  return rooms.find((r) => r.id === id) ?? rooms.find((r) => !r.archived) ?? rooms[0];
}

/** The chatroom of a signed-in member. */
function MemberChatroom({ viewer }: { viewer: SessionUser }) {
  const rooms = useChatRooms();
  const [params, setParams] = useSearchParams();
  const room = rooms.data ? pickRoom(rooms.data, params.get('room')) : undefined;

  let body;
  if (rooms.isError) body = <ErrorState title="Could not load the rooms" message={rooms.error.message} onRetry={() => void rooms.refetch()} />;
  else if (!rooms.data) body = <LoadingState message="Loading rooms..." />;
  else if (!room) body = <EmptyState icon={<MessagesSquare className="size-10" />} title="No rooms yet" description="An admin adds the rooms." />;
  else
    body = (
      <OpenRoom
        viewer={viewer}
        rooms={rooms.data}
        room={room}
        onSelect={(id) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set('room', String(id));
            return next;
          })
        }
      />
    );
  return (
    <Page title={room ? `${room.name} · ${TITLE}` : TITLE} heading={TITLE} intro={INTRO}>
      {body}
    </Page>
  );
}

/** The rooms, the open room and who is online in it. */
function OpenRoom({ viewer, rooms, room, onSelect }: { viewer: SessionUser; rooms: readonly ChatRoom[]; room: ChatRoom; onSelect: (id: number) => void }) {
  const can = useCan();
  const client = useQueryClient();
  const history = useChatMessages(room.id);
  const live = useChatLive(viewer.id, room.id, history.data !== undefined);
  const messages = useMemo(() => historyMessages(history.data), [history.data]);
  const [refused, setRefused] = useState<BlockedReason | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [muting, setMuting] = useState<ChatAuthor | null>(null);
  const [stick, setStick] = useState(0);
  const remove = useDeleteChatMessage();
  const moderator = can('chat:moderate');
  const focusComposer = () => document.getElementById('chat-composer')?.focus();
  const deleting = useConfirm<ChatMessage>((m) => ({
    title: 'Delete message?',
    message: m && m.author?.id !== viewer.id ? `Delete ${m.author?.name ?? 'this member'}'s message for everyone?` : 'Delete your message for everyone?',
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: () => m && remove.mutate(m, notifyOutcome('Message deleted', 'Could not delete the message', focusComposer)),
  }));

  // Why the member cannot post: the room is archived, or the server refused a message or a typing frame (a mute, which
  // ends by itself at its time).
  const reason = room.archived ? { text: CHAT_MESSAGES.roomArchived, untilMs: null } : (refused ?? blockedReason(live.roomError));
  const untilMs = reason?.untilMs ?? null;
  const { clearRoomError } = live;
  useEffect(() => {
    if (untilMs === null) return undefined;
    const timer = setTimeout(
      () => {
        setRefused(null);
        clearRoomError();
      },
      // setTimeout takes at most 2^31 − 1 ms (24.8 days; a mute lasts at most 7).
      Math.min(Math.max(0, untilMs - Date.now()), 2_147_483_647),
    );
    return () => clearTimeout(timer);
  }, [untilMs, clearRoomError]);
  const onRefused = (message: string) => {
    setRefused(blockedReason(message) ?? { text: message, untilMs: null });
    if (message === CHAT_MESSAGES.roomArchived) void client.invalidateQueries({ queryKey: chatKeys.rooms(viewer.id) });
  };

  const renderMessage = (message: ChatMessage) => {
    const own = message.author?.id === viewer.id;
    return (
      <MessageItem
        key={message.id}
        message={message}
        editing={editing === message.id}
        onEditDone={() => {
          setEditing(null);
          focusComposer();
        }}
        actions={{
          canEdit: own && !room.archived,
          canDelete: own || moderator,
          canMute: moderator && !own && message.author?.role === 'user',
          onEdit: () => setEditing(message.id),
          onDelete: () => deleting.ask(message),
          onMute: () => message.author && setMuting(message.author),
        }}
      />
    );
  };

  let log;
  if (history.isError) log = <ErrorState title="Could not load the messages" message={history.error.message} onRetry={() => void history.refetch()} />;
  else if (!history.data) log = <LoadingState message="Loading messages..." />;
  else
    log = (
      <MessageLog
        key={room.id}
        roomName={room.name}
        messages={messages}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
        stick={stick}
        renderMessage={renderMessage}
      />
    );

  return (
    <div className="grid items-start gap-4 md:grid-cols-[12rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_14rem]">
      <div className="md:sticky md:top-28">
        <RoomNav rooms={rooms} current={room.id} onSelect={onSelect} />
      </div>
      <section
        aria-labelledby="chat-room-heading"
        className="flex min-w-0 flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] sm:p-4"
      >
        <header className="flex flex-wrap items-start justify-between gap-2 border-b border-line px-1 pb-3">
          <div className="min-w-0">
            <h2 id="chat-room-heading" className="text-lg font-bold">
              <span aria-hidden="true" className="text-muted">
                #
              </span>
              {room.name}
              {room.archived ? <span className="ml-2 align-middle text-xs font-semibold text-muted">(archived)</span> : null}
            </h2>
            {room.description ? <p className="text-sm text-muted">{room.description}</p> : null}
          </div>
          <ConnectionStatus status={live.status} />
        </header>
        {log}
        <TypingIndicator members={live.typing} />
        <Composer
          key={room.id}
          roomId={room.id}
          roomName={room.name}
          blocked={reason?.text ?? null}
          onBlocked={onRefused}
          onTyping={live.sendTyping}
          onSent={() => setStick((n) => n + 1)}
        />
      </section>
      <div className="md:col-start-2 xl:col-start-auto">
        <PresenceList members={live.online} />
      </div>
      {deleting.dialog}
      <MuteDialog member={muting} onClose={() => setMuting(null)} />
    </div>
  );
}
