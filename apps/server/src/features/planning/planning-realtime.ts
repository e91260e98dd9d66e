import type { Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { publishRealtime } from '../../platform/realtime/realtime-bus.ts';

/** The realtime bus channel of planning boards (docs/decisions/012: one bus, a channel per feature). */
export const PLANNING_CHANNEL = 'planning';

/**
 * What changed on a board: a task created, updated or moved ('task'), a task deleted ('task-deleted'), the board
 * renamed or its members changed ('board'), the board deleted ('board-deleted').
 */
type PlanningChangeKind = 'task' | 'task-deleted' | 'board' | 'board-deleted';

/** A message on {@link PLANNING_CHANNEL}: ids only, the streams' clients read the rows. */
export interface PlanningMessage {
  board_id: number;
  task_id: number | null;
  kind: PlanningChangeKind;
}

/**
 * Publishes a board's change inside the write's transaction: every instance's board streams hear it once it commits
 * (docs/requirements.md §2 Planning, Live), never if it rolls back.
 * @param trx the write's transaction
 * @param engine the database engine
 * @param message the board, the task (or null) and what changed
 */
export function publishPlanningChange(trx: Db, engine: Engine, message: PlanningMessage): Promise<void> {
  return publishRealtime(trx, engine, PLANNING_CHANNEL, message);
}
