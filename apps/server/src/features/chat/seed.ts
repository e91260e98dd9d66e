import { CHAT_DEFAULT_ROOMS } from '@esdc/core/chat';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';

/** Set once the default chat rooms are loaded. */
const CHAT_ROOMS_FLAG = 'seed_chat_rooms_v1';

/**
 * Loads the chatroom's default rooms (core `CHAT_DEFAULT_ROOMS`, in order) once per database (flag
 * {@link CHAT_ROOMS_FLAG}); a room whose name is already taken is left out. What admins later rename or archive stays so.
 * @param db the database
 * @param opts the seeding clock (the rooms' `created_at`)
 * @returns whether they were loaded on this call
 */
export async function seedChatRooms(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  if (await db.selectFrom('app_settings').select('key').where('key', '=', CHAT_ROOMS_FLAG).executeTakeFirst()) return false;
  await db.transaction().execute(async (trx) => {
    const taken = new Set((await trx.selectFrom('chat_rooms').select('name').execute()).map((r) => r.name.toLowerCase()));
    let position = 0;
    for (const room of CHAT_DEFAULT_ROOMS) {
      position += 1;
      if (taken.has(room.name.toLowerCase())) continue;
      await trx
        .insertInto('chat_rooms')
        .values({ name: room.name, description: room.description, archived: 0, position, created_at: now.toISOString() })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: CHAT_ROOMS_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
