import { jobInputSchema } from '@esdc/core/jobs-schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { checkedAs, daysAgo, featureContentDir, loadContent, memberRef } from '../../platform/seed-content.ts';

/** Set once the demo postings of /jobs are loaded. */
const DEMO_JOBS_FLAG = 'seed_demo_jobs_v1';

type SeedJob = Record<string, unknown> & { author: string; daysAgo: number; deadlineInDays: number };

/** The API body of a seed posting, its deadline counted from `now`. */
function toInput(item: SeedJob, now = new Date(0)) {
  const { author: _author, daysAgo: _days, deadlineInDays, ...fields } = item;
  return { ...fields, deadline: new Date(now.getTime() + deadlineInDays * 86_400_000).toISOString() };
}

/** A demo posting: the API's fields, its poster (a demo member, by username), its age and its deadline in days. */
const seedJobSchema = z
  .looseObject({ author: memberRef, daysAgo, deadlineInDays: z.number().int().positive() })
  .superRefine(checkedAs<SeedJob>(jobInputSchema, (item) => toInput(item)));

/** The demo postings (seed-content/jobs.json), oldest first. */
export const SEED_JOBS = loadContent('jobs.json', seedJobSchema, featureContentDir(import.meta.url, 'jobs')) as SeedJob[];

/**
 * Loads the demo postings (SPEC §2 Jobs) once per database (flag {@link DEMO_JOBS_FLAG}), after the demo members; a
 * posting whose poster is missing is left out.
 * @param db the database
 * @param opts the seeding clock: ages and deadlines count from it
 * @returns whether they were loaded on this call
 */
export async function seedDemoJobs(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_JOBS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_JOBS_FLAG)) return false;
  const authors = [...new Set(SEED_JOBS.map((job) => job.author))];
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', authors).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    for (const item of SEED_JOBS) {
      const poster = userId.get(item.author);
      if (poster === undefined) continue;
      const job = jobInputSchema.parse(toInput(item, now));
      const created = new Date(now.getTime() - item.daysAgo * 86_400_000).toISOString();
      await trx
        .insertInto('jobs')
        .values({
          title: job.title,
          company: job.company,
          location: job.location,
          remote: job.remote ? 1 : 0,
          type: job.type,
          salary_min: job.salary_min ?? null,
          salary_max: job.salary_max ?? null,
          salary_label: job.salary_label ?? null,
          deadline: job.deadline,
          description: job.description,
          description_html: renderMarkdown(job.description),
          apply_url: job.apply_url ?? null,
          poster_id: poster,
          created_at: created,
          updated_at: created,
        })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_JOBS_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
