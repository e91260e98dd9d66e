import { CHAT_MESSAGES } from '@esdc/core/chat';
import type { ChatRoom, ChatRoomCreate, ChatRoomUpdate } from '@esdc/core/chat-schemas';
import { can } from '@esdc/core/permissions';
import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { toChatRoom } from './chat-rows.ts';

/*
 * The chat rooms (docs/requirements.md §2 Chatroom): members see the rooms that are not archived; admins
 * ('chat:manage-rooms') see every room, archived ones flagged and listed after the others, and add, rename, describe,
 * archive and restore them.
 */

/** Who may see archived rooms (their history and their list entry): the admins who manage rooms. */
function seesArchived(viewer: Pick<SessionUser, 'id' | 'role' | 'status'>): boolean {
  return can(viewer, 'chat:manage-rooms');
}

function roomsWithLast(db: Db) {
  return db
    .selectFrom('chat_rooms as r')
    .select(['r.id', 'r.name', 'r.description', 'r.archived', 'r.position'])
    .select((eb) =>
      eb
        .selectFrom('chat_messages as m')
        .select((m) => m.fn.max('m.id').as('last'))
        .whereRef('m.room_id', '=', 'r.id')
        .where('m.deleted_at', 'is', null)
        .as('last_message_id'),
    );
}

/**
 * The rooms a viewer sees, in order: by `position` then id, archived ones last (admins only).
 * @param db the database
 * @param viewer the signed-in member
 * @returns the rooms with their newest message id
 */
export async function listRooms(db: Db, viewer: Pick<SessionUser, 'id' | 'role' | 'status'>): Promise<ChatRoom[]> {
  let query = roomsWithLast(db);
  if (!seesArchived(viewer)) query = query.where('r.archived', '=', 0);
  const rows = await query.orderBy('r.archived').orderBy('r.position').orderBy('r.id').execute();
  return rows.map((r) => toChatRoom({ ...r, last_message_id: r.last_message_id ?? null }));
}

/**
 * One room a viewer may see.
 * @throws AppError 404 'Room not found' when it is missing, or archived and the viewer is not an admin
 */
export async function visibleRoom(db: Db, roomId: number, viewer: Pick<SessionUser, 'id' | 'role' | 'status'>): Promise<ChatRoom> {
  const row = await roomsWithLast(db).where('r.id', '=', roomId).executeTakeFirst();
  if (!row || (row.archived === 1 && !seesArchived(viewer))) throw notFound(CHAT_MESSAGES.roomNotFound);
  return toChatRoom({ ...row, last_message_id: row.last_message_id ?? null });
}

/** @throws AppError 409 'A room with this name already exists' when another room has the name, whatever its case */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('chat_rooms')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new AppError(409, 'CONFLICT', CHAT_MESSAGES.roomNameTaken);
}

/** Whether a database error is the unique index on the room's name (two admins adding one name at once). */
function isNameTaken(error: unknown): boolean {
  return /unique|duplicate/i.test(String(error));
}

/**
 * Adds a room at the end of the list (admins; docs/requirements.md §2 Chatroom).
 * @param now the action's time
 * @returns the new room
 * @throws AppError 409 'A room with this name already exists'
 */
export async function createRoom(database: Database, input: ChatRoomCreate, now: Date): Promise<ChatRoom> {
  try {
    const id = await database.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name);
      const last = await trx
        .selectFrom('chat_rooms')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst();
      const row = await trx
        .insertInto('chat_rooms')
        .values({ name: input.name, description: input.description, archived: 0, position: Number(last?.p ?? 0) + 1, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return await visibleRoom(database.db, id, { id: 0, role: 'admin', status: 'active' });
  } catch (error) {
    if (!(error instanceof AppError) && isNameTaken(error)) throw new AppError(409, 'CONFLICT', CHAT_MESSAGES.roomNameTaken);
    throw error;
  }
}

/**
 * Renames, describes, archives or restores a room (admins). Fields left out keep their value.
 * @returns the room after the change
 * @throws AppError 404 'Room not found'; 409 'A room with this name already exists'
 */
export async function updateRoom(database: Database, roomId: number, input: ChatRoomUpdate): Promise<ChatRoom> {
  try {
    await database.db.transaction().execute(async (trx) => {
      const room = await trx.selectFrom('chat_rooms').select('id').where('id', '=', roomId).executeTakeFirst();
      if (!room) throw notFound(CHAT_MESSAGES.roomNotFound);
      if (input.name !== undefined) await assertNameFree(trx, input.name, roomId);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.archived !== undefined ? { archived: input.archived ? 1 : 0 } : {}),
      };
      if (Object.keys(changes).length > 0) await trx.updateTable('chat_rooms').set(changes).where('id', '=', roomId).execute();
    });
  } catch (error) {
    if (!(error instanceof AppError) && isNameTaken(error)) throw new AppError(409, 'CONFLICT', CHAT_MESSAGES.roomNameTaken);
    throw error;
  }
  return visibleRoom(database.db, roomId, { id: 0, role: 'admin', status: 'active' });
}
