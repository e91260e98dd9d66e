import { randomBytes } from 'node:crypto';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { FEATURES } from '../feature-list.ts';
import { tagColor } from '../features/projects/tag-color.ts';
import { newUserRow } from '../features/users/new-user-row.ts';
import { hashPassword } from '../platform/password.ts';
import { SEED_MEMBERS, SEED_PROJECTS, SEED_TECHNOLOGIES } from './seed-data.ts';

/** What seeding did: the admin created on this run, if any. */
export interface SeedResult {
  admin?: { email: string; password?: string; passwordFile?: string };
  demoLoaded: boolean;
}

const DEMO_FLAG = 'seed_demo_v1';

/**
 * Loads the seed content, idempotently (SPEC §9 Sample data and seed content): the admin when no admin exists
 * (from ADMIN_EMAIL/ADMIN_PASSWORD, else a generated password written once to a 0600 file), then every feature's
 * real content (its manifest's `seed.content`, in feature-list order: the challenges, the documentation, the
 * resources), then, unless `demo` is false, the demo members, technologies and projects once per database and every
 * feature's demo content (`seed.demo`, in feature-list order: the demo members' challenge solves, events, products
 * with coupons and orders, blog posts, courses), each once per database.
 * @param db the database, migrated
 * @param opts the admin's address and password (ADMIN_EMAIL/ADMIN_PASSWORD), whether to load demo content, the data
 *   folder (for the generated password's file) and the seeding clock
 * @returns the admin created on this run, if any, and whether the demo members and projects were loaded on it
 */
export async function seed(
  db: Kysely<DB>,
  opts: { adminEmail?: string; adminPassword?: string; demo: boolean; dataDir: string; now: Date },
): Promise<SeedResult> {
  const result: SeedResult = { demoLoaded: false };
  const nowIso = opts.now.toISOString();

  const hasAdmin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (!hasAdmin) {
    const email = (opts.adminEmail ?? 'admin@esdc.local').trim().toLowerCase();
    const generated = !opts.adminPassword;
    const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
    await db
      .insertInto('users')
      .values(
        newUserRow(
          {
            name: 'Club Admin',
            username: 'admin',
            email,
            password_hash: await hashPassword(password),
            role: 'admin',
            status: 'active',
            bio: 'Keeps the lights on at ESDC Hub.',
            company: 'Embedded Systems Design Club',
            // The operator chose this address: it counts as verified.
            email_verified_at: nowIso,
          },
          nowIso,
        ),
      )
      .execute();
    result.admin = { email };
    if (generated) {
      const file = join(opts.dataDir, 'admin-password.txt');
      rmSync(file, { force: true });
      writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 });
      chmodSync(file, 0o600); // `mode` applies only to a new file; a leftover one keeps its permissions otherwise
      result.admin.password = password;
      result.admin.passwordFile = file;
    }
  }

  // The features' real content (challenges, documentation, resources), not demo data: loaded once per database either way.
  for (const feature of FEATURES) await feature.seed?.content?.(db, { now: opts.now });

  if (!opts.demo) return result;
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', DEMO_FLAG).executeTakeFirst();
  if (!flag) {
    await seedDemoMembersAndProjects(db, opts.now);
    result.demoLoaded = true;
  }
  // Each feature's demo content, once per database: a database that got its demo members before a feature existed
  // gets that feature's demo content now.
  for (const feature of FEATURES) await feature.seed?.demo?.(db, { now: opts.now });
  return result;
}

/**
 * Loads the demo members (they cannot sign in until an admin sets their password), the technologies and the demo
 * projects with their tags, contributors and likes, in one transaction that sets the flag {@link DEMO_FLAG}.
 * @param db the database
 * @param now the seeding clock: join and project dates count back from it
 */
async function seedDemoMembersAndProjects(db: Kysely<DB>, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  // Demo members cannot sign in until an admin sets their password: one random hash for all.
  const lockedHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction().execute(async (trx) => {
    const day = 86_400_000;
    for (const [i, m] of SEED_MEMBERS.entries()) {
      const joined = new Date(now.getTime() - (420 - i * 30) * day).toISOString();
      await trx
        .insertInto('users')
        .values(
          newUserRow(
            {
              name: m.name,
              username: m.username,
              email: m.email,
              password_hash: lockedHash,
              role: m.role,
              status: 'active',
              github_username: m.github_username,
              bio: m.bio,
              location: m.location,
              company: m.company,
              email_verified_at: joined,
            },
            joined,
          ),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('technologies')
      .values(SEED_TECHNOLOGIES.map((t) => ({ ...t, icon: null })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    const users = await trx.selectFrom('users').select(['id', 'username']).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    const techs = await trx.selectFrom('technologies').select(['id', 'name']).execute();
    const techId = new Map(techs.map((t) => [t.name.toLowerCase(), t.id]));

    const tagNames = [...new Set(SEED_PROJECTS.flatMap((p) => p.tags))];
    await trx
      .insertInto('tags')
      .values(tagNames.map((name) => ({ name, color: tagColor(name) })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const tags = await trx.selectFrom('tags').select(['id', 'name']).execute();
    const tagId = new Map(tags.map((t) => [t.name.toLowerCase(), t.id]));

    // Oldest first, so ids follow creation order.
    const ordered = [...SEED_PROJECTS].sort((a, b) => b.ageDays - a.ageDays);
    for (const p of ordered) {
      const owner = userId.get(p.owner);
      if (!owner) continue;
      const exists = await trx.selectFrom('projects').select('id').where('user_id', '=', owner).where('title', '=', p.title).executeTakeFirst();
      if (exists) continue;
      const created = new Date(now.getTime() - p.ageDays * day);
      const createdIso = created.toISOString();
      const updatedIso = new Date(created.getTime() + Math.min(p.ageDays, 14) * day).toISOString();
      const { id } = await trx
        .insertInto('projects')
        .values({
          user_id: owner,
          title: p.title,
          description: p.description,
          category: p.category,
          status: p.status,
          image: p.image,
          github_link: p.github_link,
          live_url: p.live_url,
          cost: p.cost,
          likes: 0,
          views: p.views,
          created_at: createdIso,
          updated_at: updatedIso,
          completed_at: p.status === 'completed' ? updatedIso : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const techRows = p.technologies.map((n) => techId.get(n.toLowerCase())).filter((v): v is number => v !== undefined);
      if (techRows.length)
        await trx
          .insertInto('project_technologies')
          .values(techRows.map((technology_id) => ({ project_id: id, technology_id })))
          .execute();
      const tagRows = p.tags.map((n) => tagId.get(n.toLowerCase())).filter((v): v is number => v !== undefined);
      if (tagRows.length)
        await trx
          .insertInto('project_tags')
          .values(tagRows.map((tag_id) => ({ project_id: id, tag_id })))
          .execute();
      const contributorRows = p.contributors.map((u) => userId.get(u)).filter((v): v is number => v !== undefined);
      if (contributorRows.length) {
        await trx
          .insertInto('project_contributors')
          .values(contributorRows.map((user_id) => ({ project_id: id, user_id, created_at: createdIso })))
          .execute();
      }
      const likers = p.likedBy.map((u) => userId.get(u)).filter((v): v is number => v !== undefined);
      if (likers.length) {
        await trx
          .insertInto('project_likes')
          .values(likers.map((user_id, i) => ({ project_id: id, user_id, created_at: new Date(created.getTime() + (i + 1) * day).toISOString() })))
          .execute();
        await trx.updateTable('projects').set({ likes: likers.length }).where('id', '=', id).execute();
      }
    }
    await trx.insertInto('app_settings').values({ key: DEMO_FLAG, value: nowIso }).execute();
  });
}
