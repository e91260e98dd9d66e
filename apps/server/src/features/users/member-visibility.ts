import { sql, type RawBuilder } from 'kysely';

/*
 * Which members the directory lists, as an SQL condition for the site search (through ./public.ts), which must show
 * exactly what the directory shows (member-service.ts lists active members only).
 */

/**
 * A condition on `users`: the members the directory lists (SPEC §2 Community Members): active accounts only
 * (suspended, inactive and deleted ones never).
 */
export function listedMembers(): RawBuilder<boolean> {
  return sql<boolean>`users.status = 'active'`;
}
