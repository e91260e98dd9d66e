import type { AccountProjectChoice } from '@esdc/core/account-data';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';

/**
 * One section of a member's export (SPEC §2 Your data): `collect` reads, inside the export's transaction, every row of
 * its feature about the member, as plain JSON (snake_case fields as stored), never a
 * secret (no password hash, no session id, no token hash).
 */
export interface ExportSection {
  /** The section's key in the export's `sections` (e.g. 'game_scores'). */
  key: string;
  /** The tables it reads rows about the member from (features.test.ts checks every table about a member is in one). */
  tables: readonly string[];
  collect(trx: Transaction<DB>, userId: number): Promise<unknown>;
}

/** What an eraser is told about the account being deleted. */
interface ErasureSubject {
  userId: number;
  /** What the member chose for their projects. */
  projects: AccountProjectChoice;
  now: Date;
  /** The database engine (row locks differ: `for update` on PostgreSQL only). */
  engine: Engine;
  /**
   * The member's personal values as they were before the erasure (name, username, email, GitHub name, bio, …;
   * only those of at least 3 characters): an eraser scrubs them from free text such as audit details.
   */
  personalValues: readonly string[];
  /** Stored media objects (uploaded images' files) an eraser freed: deleted once the deletion has committed. */
  mediaObjects: string[];
}

/**
 * One feature's part of an account deletion (SPEC §2 Your data): inside the deletion's transaction, remove or
 * anonymise every row of the feature about `subject.userId`. It must leave rows that other members' totals
 * depend on (the points ledger, challenge solves) pointing at the user id, which stays as a tombstone.
 */
export interface Eraser {
  /** What it erases, for errors and docs (e.g. 'game scores'). */
  name: string;
  /**
   * When it runs among the erasers (default 0; lower first): the sessions' eraser runs first (-1), the audit log's
   * after the features' (1) and the profile's tombstone last (2).
   */
  order?: number;
  erase(trx: Transaction<DB>, subject: ErasureSubject): Promise<void>;
}
