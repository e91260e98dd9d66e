import type { Contributor, Project, ProjectTag, Technology } from '@esdc/core/project';
import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { ProjectsTable } from '../../db/schema.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { toImage } from '../images/public.ts';
import { avatarOf, loadMemberRows } from '../users/public.ts';
import type { Db } from '../../db/db.ts';

/*
 * Reading projects as the API shows them (SPEC §3 Project): the projects feature's lists and details, and the
 * projects on a member's profile (features/users, through ./public.ts), come from here.
 */

type ProjectRow = Selectable<ProjectsTable>;

/** Filters of `GET /api/projects`. */
export interface ProjectListQuery {
  limit: number;
  offset: number;
  tag?: string;
  technology?: string;
  status?: ProjectRow['status'];
  user_id?: number;
  q?: string;
}

/**
 * Loads creators, technologies, tags, contributors and uploaded images of many projects in five queries.
 * @param rows project rows, in the order wanted
 * @returns the projects in the same order, `liked_by_me` false (see the projects feature's `markLiked`)
 */
export async function hydrateProjects(db: Db, rows: ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.user_id))];
  const [ownerById, techs, tags, contributors, images] = await Promise.all([
    loadMemberRows(db, ownerIds),
    db
      .selectFrom('project_technologies as pt')
      .innerJoin('technologies as t', 't.id', 'pt.technology_id')
      .select(['pt.project_id', 't.id', 't.name', 't.icon', 't.category', 't.description', 't.course_link'])
      .where('pt.project_id', 'in', ids)
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('project_tags as pt')
      .innerJoin('tags as t', 't.id', 'pt.tag_id')
      .select(['pt.project_id', 't.id', 't.name', 't.color'])
      .where('pt.project_id', 'in', ids)
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('project_contributors as pc')
      .innerJoin('users as u', 'u.id', 'pc.user_id')
      .select(['pc.project_id', 'u.id', 'u.name', 'u.email', 'u.username', 'u.avatar_url', 'u.role', 'u.github_username'])
      .where('pc.project_id', 'in', ids)
      .orderBy('pc.created_at')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('project_images as pi')
      .innerJoin('images as i', 'i.id', 'pi.image_id')
      .select(['pi.project_id', 'pi.is_cover', 'i.id', 'i.storage_key', 'i.width', 'i.height', 'i.bytes', 'i.variants', 'i.created_at'])
      .where('pi.project_id', 'in', ids)
      .orderBy('pi.position')
      .execute(),
  ]);
  const group = <T extends { project_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) {
      const bucket = map.get(item.project_id);
      if (bucket) bucket.push(item);
      else map.set(item.project_id, [item]);
    }
    return map;
  };
  const techsBy = group(techs);
  const tagsBy = group(tags);
  const contribBy = group(contributors);
  const imagesBy = group(images);

  return rows.map((row) => {
    const owner = ownerById.get(row.user_id);
    const projectImages = imagesBy.get(row.id) ?? [];
    const cover = projectImages.find((i) => i.is_cover) ?? projectImages[0];
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      status: row.status,
      image: row.image,
      images: projectImages.map(toImage),
      cover_image: cover ? toImage(cover) : null,
      github_link: row.github_link,
      live_url: row.live_url,
      cost: row.cost,
      likes: row.likes,
      views: row.views,
      user_id: row.user_id,
      creator: {
        id: row.user_id,
        name: owner?.name ?? 'Anonymous User',
        // A deleted member's kept project shows 'Former member' (the tombstone's name) with no profile to link to.
        username: owner && owner.deleted_at === null ? owner.username : '',
        avatar: owner ? avatarOf(owner) : null,
        github_username: owner?.github_username ?? null,
      },
      technologies: (techsBy.get(row.id) ?? []).map((t): Technology => ({
        id: t.id,
        name: t.name,
        icon: t.icon,
        category: t.category,
        description: t.description,
        course_link: t.course_link,
      })),
      tags: (tagsBy.get(row.id) ?? []).map((t): ProjectTag => ({ id: t.id, name: t.name, color: t.color })),
      contributors: (contribBy.get(row.id) ?? []).map((c): Contributor => ({
        id: c.id,
        name: c.name,
        email: c.email,
        username: c.username,
        avatar: avatarOf(c),
        role: c.role,
        github_username: c.github_username,
      })),
      liked_by_me: false,
      created_at: row.created_at,
      updated_at: row.updated_at,
      completed_at: row.completed_at,
    };
  });
}

/** The tables linking a project to its tags and technologies, and the named rows they link to. */
const NAMED_LINKS = {
  tag: { link: 'project_tags', key: 'tag_id', named: 'tags' },
  technology: { link: 'project_technologies', key: 'technology_id', named: 'technologies' },
} as const;

/**
 * A condition on `projects`: the project is linked to a tag or technology named `name`, in any case (SPEC §7 filters
 * tag, technology).
 */
function linkedToNamed(kind: keyof typeof NAMED_LINKS, name: string): RawBuilder<SqlBool> {
  const { link, key, named } = NAMED_LINKS[kind];
  return sql<SqlBool>`exists (select l.project_id from ${sql.table(link)} as l inner join ${sql.table(named)} as n on n.id = ${sql.ref(`l.${key}`)}
    where l.project_id = projects.id and lower(n.name) = ${name.toLowerCase()})`;
}

/**
 * A page of projects, newest first (SPEC §2 Projects; §7 filters q, status, tag, technology, user_id).
 * @returns items and the total matching
 */
export async function listProjects(db: Db, query: ProjectListQuery): Promise<{ items: Project[]; total: number }> {
  let base = db.selectFrom('projects');
  if (query.status) base = base.where('projects.status', '=', query.status);
  if (query.user_id) {
    const uid = query.user_id;
    base = base.where((eb) =>
      eb.or([
        eb('projects.user_id', '=', uid),
        eb.exists(
          eb.selectFrom('project_contributors as pc').select('pc.project_id').whereRef('pc.project_id', '=', 'projects.id').where('pc.user_id', '=', uid),
        ),
      ]),
    );
  }
  if (query.tag) base = base.where(linkedToNamed('tag', query.tag));
  if (query.technology) base = base.where(linkedToNamed('technology', query.technology));
  if (query.q) {
    base = base.where(containsText(['projects.title', 'projects.description'], query.q));
  }
  const [rows, count] = await Promise.all([
    base.selectAll('projects').orderBy('projects.created_at', 'desc').orderBy('projects.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await hydrateProjects(db, rows), total: Number(count.n) };
}
