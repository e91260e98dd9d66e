import type { AdminStats } from '@esdc/core/admin-user-schemas';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * The admin panel's statistics (SPEC §2 Admin panel stat cards, §3 Admin stats), computed from the
 * database in two queries: counts by status and role, points and challenges over all users, projects,
 * and users who joined in the last 30 days.
 * @param now the current time (for `new_users_30d`)
 */
export async function getAdminStats(db: Kysely<DB>, now: Date): Promise<AdminStats> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const count = (condition: ReturnType<typeof sql<boolean>>) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const [users, projects] = await Promise.all([
    db
      .selectFrom('users')
      // Deleted accounts (tombstones, SPEC §2 Your data) are no members.
      .where('deleted_at', 'is', null)
      .select((eb) => [
        eb.fn.countAll<number>().as('total_users'),
        count(sql<boolean>`status = 'active'`).as('active_users'),
        count(sql<boolean>`status = 'suspended'`).as('suspended_users'),
        count(sql<boolean>`status = 'inactive'`).as('inactive_users'),
        count(sql<boolean>`status = 'pending'`).as('pending_users'),
        count(sql<boolean>`role = 'admin'`).as('admins'),
        count(sql<boolean>`role = 'moderator'`).as('moderators'),
        sql<number>`coalesce(sum(points), 0)`.as('total_points'),
        sql<number>`coalesce(sum(completed_challenges), 0)`.as('challenges_completed'),
        count(sql<boolean>`created_at >= ${since}`).as('new_users_30d'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total_users: Number(users.total_users),
    active_users: Number(users.active_users),
    suspended_users: Number(users.suspended_users),
    inactive_users: Number(users.inactive_users),
    pending_users: Number(users.pending_users),
    admins: Number(users.admins),
    moderators: Number(users.moderators),
    total_projects: Number(projects.n),
    total_points: Number(users.total_points),
    challenges_completed: Number(users.challenges_completed),
    new_users_30d: Number(users.new_users_30d),
  };
}
