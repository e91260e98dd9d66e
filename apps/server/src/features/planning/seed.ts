import { TASK_PRIORITIES, TASK_STATUSES } from '@esdc/core/planning';
import { generateKeyBetween } from 'fractional-indexing';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { daysAgo, featureContentDir, loadContent, memberRef, memberRefs } from '../../platform/seed-content.ts';

/** Set once the demo board is loaded. */
const DEMO_PLANNING_FLAG = 'seed_demo_planning_v1';

const taskSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(10_000),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  assignees: memberRefs,
  labels: z.array(z.string().min(1).max(30)).max(10),
  dueInDays: z.number().nullable(),
  daysAgo,
});
const boardSchema = z.object({
  name: z.string().min(1).max(80),
  description: z.string().max(1000),
  owner: memberRef,
  members: memberRefs,
  tasks: z.array(taskSchema).max(50),
});

/** The demo boards (seed-content/planning-boards.json): a member's board shared with three others, with its tasks. */
const SEED_PLANNING_BOARDS = loadContent('planning-boards.json', boardSchema, featureContentDir(import.meta.url, 'planning'));

/**
 * Loads the demo boards (docs/requirements.md §2 Planning) once per database (flag {@link DEMO_PLANNING_FLAG}), after
 * the demo members: a member's board shared with three demo members, with tasks across the four columns in their
 * file order. A board whose owner is missing is left out; a missing member or assignee is left out.
 * @param db the database
 * @param opts the seeding clock: ages and due dates count from it
 * @returns whether it was loaded on this call
 */
export async function seedDemoPlanning(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_PLANNING_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_PLANNING_FLAG)) return false;
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'username']).where('deleted_at', 'is', null).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    let loaded = false;
    for (const seed of SEED_PLANNING_BOARDS) {
      const owner = userId.get(seed.owner);
      if (owner === undefined) continue;
      loaded = true;
      const oldest = Math.max(...seed.tasks.map((t) => t.daysAgo), 0) + 1;
      const board = await trx
        .insertInto('boards')
        .values({
          name: seed.name,
          description: seed.description,
          owner_id: owner,
          team_id: null,
          project_id: null,
          created_at: at(oldest),
          updated_at: at(oldest),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = seed.members.flatMap((m) => {
        const id = userId.get(m);
        return id !== undefined && id !== owner ? [id] : [];
      });
      if (members.length > 0)
        await trx
          .insertInto('board_members')
          .values(members.map((user_id) => ({ board_id: board.id, user_id, created_at: at(oldest) })))
          .execute();
      const canSee = new Set([owner, ...members]);
      const lastKey = new Map<string, string | null>();
      for (const t of seed.tasks) {
        const position = generateKeyBetween(lastKey.get(t.status) ?? null, null);
        lastKey.set(t.status, position);
        const task = await trx
          .insertInto('tasks')
          .values({
            board_id: board.id,
            title: t.title,
            description: t.description,
            status: t.status,
            priority: t.priority,
            position,
            due_at: t.dueInDays === null ? null : new Date(now.getTime() + t.dueInDays * 86_400_000).toISOString(),
            created_by: owner,
            created_at: at(t.daysAgo),
            updated_at: at(t.daysAgo),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const assignees = t.assignees.flatMap((a) => {
          const id = userId.get(a);
          return id !== undefined && canSee.has(id) ? [id] : [];
        });
        if (assignees.length > 0)
          await trx
            .insertInto('task_assignees')
            .values(assignees.map((user_id) => ({ task_id: task.id, user_id })))
            .execute();
        const labels = [...new Set(t.labels.map((l) => l.toLowerCase()))];
        if (labels.length > 0)
          await trx
            .insertInto('task_labels')
            .values(labels.map((label) => ({ task_id: task.id, label })))
            .execute();
      }
    }
    if (!loaded) return false;
    await trx.insertInto('app_settings').values({ key: DEMO_PLANNING_FLAG, value: now.toISOString() }).execute();
    return true;
  });
}
