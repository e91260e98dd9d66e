import { CHAT_TYPING_TTL_MS } from '@esdc/core/chat';
import type { ChatServerFrame } from '@esdc/core/chat-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiCallContext, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys, type ChatHistory } from '../api/chat-keys';
import { addMessages, lastMessageId, removeMessage, replaceMessage } from './history-merge';
import { chatSocketUrl, openChatSocket, type ChatConnectionStatus, type ChatSocket } from './chat-socket';

/** A member in a room (presence and typing frames). */
export interface ChatMember {
  id: number;
  name: string;
  username: string;
}

/** What the page gets from the live connection. */
export interface ChatLive {
  status: ChatConnectionStatus;
  /** The members online in the open room (the viewer included). */
  online: ChatMember[];
  /** Other members typing in the open room now (each shown for CHAT_TYPING_TTL_MS after their last frame). */
  typing: ChatMember[];
  /** The last error the server sent about the open room (a mute, an archived room), or null. */
  roomError: string | null;
  /** Forgets `roomError` (once what it said is over: a mute ended). */
  clearRoomError: () => void;
  /** Tells the room the viewer is typing (throttled to one frame per 2 s). */
  sendTyping: () => void;
}

/**
 * The chatroom's live connection while the page is open (SPEC §5 Chat): one socket for the page, closed when it
 * unmounts; the open room is joined once its history is loaded (resuming after its newest message) and left when
 * another opens. New, edited and deleted messages go into the room's cached history (each id once, in order);
 * presence and typing frames of the open room are kept for the page.
 * @param viewer the signed-in member's id
 * @param roomId the open room, or null
 * @param historyLoaded whether the open room's first page of history is in the cache
 */
export function useChatLive(viewer: number, roomId: number | null, historyLoaded: boolean): ChatLive {
  const client = useQueryClient();
  const { token } = useSession();
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  const socketRef = useRef<ChatSocket | null>(null);
  const roomRef = useRef<number | null>(null);
  const [status, setStatus] = useState<ChatConnectionStatus>('connecting');
  const [online, setOnline] = useState<ChatMember[]>([]);
  const [typingUntil, setTypingUntil] = useState<Map<number, { member: ChatMember; until: number }>>(new Map());
  const [roomError, setRoomError] = useState<string | null>(null);

  useEffect(() => {
    const history = (id: number) => chatKeys.messages(viewer, id);
    const onFrame = (frame: ChatServerFrame) => {
      switch (frame.type) {
        case 'message':
          client.setQueryData<ChatHistory>(history(frame.room_id), (h) => addMessages(h, [frame.message]));
          // The author stopped typing once the message is out.
          setTypingUntil((map) => dropMember(map, frame.message.author?.id));
          break;
        case 'message_edited':
          client.setQueryData<ChatHistory>(history(frame.room_id), (h) => replaceMessage(h, frame.message));
          break;
        case 'message_deleted':
          client.setQueryData<ChatHistory>(history(frame.room_id), (h) => removeMessage(h, frame.id));
          break;
        case 'presence':
          if (frame.room_id === roomRef.current) setOnline(frame.members);
          break;
        case 'typing':
          if (frame.room_id === roomRef.current && frame.user.id !== viewer) {
            setTypingUntil((map) => new Map(map).set(frame.user.id, { member: frame.user, until: Date.now() + CHAT_TYPING_TTL_MS }));
          }
          break;
        case 'error':
          if (frame.room_id === undefined || frame.room_id === roomRef.current) setRoomError(frame.message);
          break;
        default:
          break;
      }
    };
    const socket = openChatSocket({
      url: chatSocketUrl(window.location),
      getToken: () => tokenRef.current,
      handlers: {
        onFrame,
        onStatus: setStatus,
        // The socket says only that the session was refused: ask the API, whose 401 says why (a suspension) and ends
        // the session itself (as the notification stream does).
        onRefused: (code) => {
          if (code !== 4401) return;
          void apiRequest('/api/user/profile').then(
            () => apiCallContext().onUnauthorized(),
            (error: unknown) => {
              if (!(error instanceof ApiError && error.status === 401)) apiCallContext().onUnauthorized();
            },
          );
        },
      },
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [client, viewer]);

  useEffect(() => {
    roomRef.current = roomId;
    setOnline([]);
    setTypingUntil(new Map());
    setRoomError(null);
    const socket = socketRef.current;
    if (roomId === null || !historyLoaded || !socket) return undefined;
    socket.join(roomId, () => lastMessageId(client.getQueryData<ChatHistory>(chatKeys.messages(viewer, roomId))));
    return () => socket.leave(roomId);
  }, [client, viewer, roomId, historyLoaded]);

  // Typing indicators fade CHAT_TYPING_TTL_MS after their member's last frame.
  useEffect(() => {
    if (typingUntil.size === 0) return undefined;
    const next = Math.min(...[...typingUntil.values()].map((t) => t.until));
    const timer = setTimeout(() => setTypingUntil((map) => expire(map, Date.now())), Math.max(0, next - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const sendTyping = useCallback(() => {
    if (roomRef.current !== null) socketRef.current?.typing(roomRef.current);
  }, []);

  const clearRoomError = useCallback(() => setRoomError(null), []);
  return { status, online, typing: [...typingUntil.values()].map((t) => t.member), roomError, clearRoomError, sendTyping };
}

/** The typing map without one member (unchanged when they are not in it). */
function dropMember<T>(map: Map<number, T>, id: number | undefined): Map<number, T> {
  if (id === undefined || !map.has(id)) return map;
  const next = new Map(map);
  next.delete(id);
  return next;
}

/** The typing map without the entries whose time is up at `now` (unchanged when none is). */
function expire(map: Map<number, { member: ChatMember; until: number }>, now: number) {
  const next = new Map([...map].filter(([, t]) => t.until > now));
  return next.size === map.size ? map : next;
}
