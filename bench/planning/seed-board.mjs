// Fills a SQLite data folder with one member's board of `count` tasks (default 1,000) spread over the four columns,
// shared with up to five other active members, each task with a label or two, a priority, some assignees and due
// dates, keyed in order with fractional-indexing as the API keys them. For the planning bench's runner, beside this file:
//   import { seedPlanningBoard } from './seed-board.mjs';
//   const { boardId, ownerId } = seedPlanningBoard(server.dataDir, { count: 1000, ownerUsername: 'priya' });
// The owner is `ownerUsername` when given and present, else the first active member; run it before the server opens
// the file (or while it runs: SQLite's WAL lets it write beside the server).
import Database from 'better-sqlite3';
import { generateNKeysBetween } from 'fractional-indexing';
import { join } from 'node:path';

const STATUSES = ['todo', 'in-progress', 'review', 'done'];
const PRIORITIES = ['low', 'medium', 'high', 'urgent'];
const LABELS = ['hardware', 'firmware', 'pcb', 'docs', 'testing', 'mechanical', 'web', 'ai'];

/**
 * @param {string} dataDir the server's data folder (holding esdc-hub.sqlite)
 * @param {{ count?: number, ownerUsername?: string, name?: string }} [options]
 * @returns {{ boardId: number, ownerId: number, memberIds: number[] }}
 */
export function seedPlanningBoard(dataDir, options = {}) {
  const count = options.count ?? 1000;
  const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const users = db.prepare("select id, username from users where status = 'active' and deleted_at is null order by id").all();
  if (users.length === 0) throw new Error('seedPlanningBoard: no active member to own the board');
  const owner = users.find((u) => u.username === options.ownerUsername) ?? users.find((u) => u.username !== 'admin') ?? users[0];
  const memberIds = users
    .filter((u) => u.id !== owner.id)
    .slice(0, 5)
    .map((u) => u.id);
  const people = [owner.id, ...memberIds];
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  let boardId = 0;
  db.transaction(() => {
    boardId = Number(
      db
        .prepare('insert into boards (name, description, owner_id, team_id, project_id, created_at, updated_at) values (?, ?, ?, null, null, ?, ?)')
        .run(options.name ?? `Bench board (${count} tasks)`, 'A large board for the planning bench.', owner.id, iso(now), iso(now)).lastInsertRowid,
    );
    const share = db.prepare('insert into board_members (board_id, user_id, created_at) values (?, ?, ?)');
    for (const id of memberIds) share.run(boardId, id, iso(now));
    const insert = db.prepare(
      `insert into tasks (board_id, title, description, status, priority, position, due_at, created_by, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const assign = db.prepare('insert into task_assignees (task_id, user_id) values (?, ?)');
    const label = db.prepare('insert into task_labels (task_id, label) values (?, ?)');
    const perColumn = STATUSES.map((_, s) => Math.floor(count / 4) + (s < count % 4 ? 1 : 0));
    let i = 0;
    STATUSES.forEach((status, s) => {
      const keys = generateNKeysBetween(null, null, perColumn[s]);
      for (const position of keys) {
        const at = iso(now - (count - i) * 60_000);
        const due = i % 3 === 0 ? null : iso(now + ((i % 21) - 7) * 86_400_000);
        const taskId = Number(
          insert.run(
            boardId,
            `Bench task ${i}: ${['wire the sensor', 'review the PCB', 'write the driver', 'test the firmware', 'document the API'][i % 5]}`,
            `Task number ${i} of the bench board. **Markdown** with a list:\n\n- one\n- two`,
            status,
            PRIORITIES[i % 4],
            position,
            due,
            owner.id,
            at,
            at,
          ).lastInsertRowid,
        );
        if (i % 2 === 0) assign.run(taskId, people[i % people.length]);
        if (i % 5 === 0 && people.length > 1) assign.run(taskId, people[(i + 1) % people.length]);
        label.run(taskId, LABELS[i % LABELS.length]);
        if (i % 4 === 0) label.run(taskId, LABELS[(i + 3) % LABELS.length]);
        i++;
      }
    });
  })();
  db.close();
  return { boardId, ownerId: owner.id, memberIds };
}
