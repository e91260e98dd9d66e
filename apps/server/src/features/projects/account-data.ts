import { sql } from 'kysely';
import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Your data: the member's own projects, with their technologies, tags and contributors (by id). */
export const projectsExport: ExportSection = {
  key: 'projects',
  tables: ['projects', 'project_technologies', 'project_tags', 'project_contributors'],
  collect: async (trx, userId) => {
    const projects = await trx.selectFrom('projects').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    const ids = projects.map((p) => p.id);
    if (ids.length === 0) return [];
    // One after another: a transaction is one connection.
    const techs = await trx
      .selectFrom('project_technologies as pt')
      .innerJoin('technologies as t', 't.id', 'pt.technology_id')
      .select(['pt.project_id', 't.name'])
      .where('pt.project_id', 'in', ids)
      .execute();
    const tags = await trx
      .selectFrom('project_tags as pt')
      .innerJoin('tags as t', 't.id', 'pt.tag_id')
      .select(['pt.project_id', 't.name'])
      .where('pt.project_id', 'in', ids)
      .execute();
    const contributors = await trx.selectFrom('project_contributors').select(['project_id', 'user_id']).where('project_id', 'in', ids).execute();
    return projects.map((p) => ({
      ...p,
      technologies: techs.filter((t) => t.project_id === p.id).map((t) => t.name),
      tags: tags.filter((t) => t.project_id === p.id).map((t) => t.name),
      contributor_ids: contributors.filter((c) => c.project_id === p.id).map((c) => c.user_id),
    }));
  },
};

/** SPEC §2 Your data: the projects the member is listed on as a contributor. */
export const contributionsExport = memberRowsSection({
  key: 'project_contributions',
  table: 'project_contributors',
  join: { table: 'projects', on: 'project_id' },
  columns: ['project_id', 'projects.title', 'created_at'],
  orderBy: 'created_at',
});

/** SPEC §2 Your data: the projects the member likes. */
export const likesExport = memberRowsSection({
  table: 'project_likes',
  join: { table: 'projects', on: 'project_id' },
  columns: ['project_id', 'projects.title', 'created_at'],
  orderBy: 'created_at',
});

/** SPEC §2 Your data: the member's counted project views (kept at most an hour per project). */
export const projectViewsExport = memberRowsSection({ table: 'project_views', viewer: 'viewer', columns: ['project_id', 'counted_at'] });

/**
 * SPEC §2 Your data: the member's projects are deleted (their tags, technologies, contributors, likes and views go with
 * them, by cascade) or kept as they are, shown under 'Former member'; their likes of other projects are removed
 * (each like count lowered), and so are their contributor entries and counted views.
 */
export const projectsEraser: Eraser = {
  name: 'projects',
  erase: async (trx, { userId, projects }) => {
    if (projects === 'delete') await trx.deleteFrom('projects').where('user_id', '=', userId).execute();
    await trx
      .updateTable('projects')
      .set({ likes: sql<number>`case when likes > 0 then likes - 1 else 0 end` })
      .where('id', 'in', (eb) => eb.selectFrom('project_likes').select('project_id').where('user_id', '=', userId))
      .execute();
    await trx.deleteFrom('project_likes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('project_contributors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('project_views').where('viewer', '=', `user:${userId}`).execute();
  },
};
