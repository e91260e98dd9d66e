import { DOC_GROUPS, DOC_MESSAGES, type DocArticle, type DocCreate, type DocListQuery, type DocSummary, type DocUpdate } from '@esdc/core/docs';
import { can, type Actor } from '@esdc/core/permissions';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, DocArticlesTable } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/*
 * Documentation articles (SPEC §2 Documentation): public reading, admins ('docs:edit') write. The markdown is rendered
 * and sanitised when it is saved, so readers only ever get the stored safe HTML.
 */

type DocRow = Selectable<DocArticlesTable>;

const slugTaken = () => new AppError(409, 'CONFLICT', DOC_MESSAGES.slugTaken, [{ path: 'slug', message: DOC_MESSAGES.slugTaken }]);

/** The sidebar's order: the groups in DOC_GROUPS order, then position, then id. */
const groupOrder = sql<number>`case ${sql.ref('group')} ${sql.join(
  DOC_GROUPS.map((g, i) => sql`when ${g} then ${i}`),
  sql` `,
)} else ${DOC_GROUPS.length} end`;

/**
 * The articles for the sidebar, in group then position order; `q` keeps those whose title or markdown contains it
 * (case-insensitive, the same on SQLite and PostgreSQL).
 * @returns a page of summaries and the total matching
 */
export async function listDocs(db: Db, query: DocListQuery): Promise<{ items: DocSummary[]; total: number }> {
  let base = db.selectFrom('doc_articles');
  if (query.q) base = base.where(containsText(['title', 'content'], query.q));
  const [rows, count] = await Promise.all([
    base
      .select(['slug', 'group', 'title', 'position', 'updated_at'])
      .orderBy(groupOrder)
      .orderBy('position')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows, total: Number(count.n) };
}

async function toArticle(db: Db, viewer: Actor | null, row: DocRow): Promise<DocArticle> {
  const editor = can(viewer, 'docs:edit');
  const by = row.updated_by === null ? undefined : await db.selectFrom('users').select(['id', 'name']).where('id', '=', row.updated_by).executeTakeFirst();
  return {
    id: row.id,
    slug: row.slug,
    group: row.group,
    title: row.title,
    position: row.position,
    updated_at: row.updated_at,
    content_html: row.content_html,
    content: editor ? row.content : null,
    can_edit: editor,
    updated_by: by ? { id: by.id, name: by.name } : null,
  };
}

/**
 * One article: its sanitised HTML for anyone; its markdown source only for editors.
 * @throws AppError 404 'Article not found'
 */
export async function getDoc(db: Db, viewer: Actor | null, slug: string): Promise<DocArticle> {
  const row = await db.selectFrom('doc_articles').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw notFound(DOC_MESSAGES.notFound);
  return toArticle(db, viewer, row);
}

/**
 * Creates an article (admins), rendering and sanitising its markdown; audited.
 * @throws AppError 403, 409 slug taken
 */
export async function createDoc(db: Kysely<DB>, actor: Actor, input: DocCreate, now: Date): Promise<DocArticle> {
  if (!can(actor, 'docs:edit')) throw forbidden(DOC_MESSAGES.editNotAllowed);
  const nowIso = now.toISOString();
  const contentHtml = await renderMarkdownOffThread(input.content);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('doc_articles')
        .values({
          slug: input.slug,
          group: input.group,
          title: input.title,
          position: input.position,
          content: input.content,
          content_html: contentHtml,
          updated_by: actor.id,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'doc.created',
        targetType: 'doc',
        targetId: row.id,
        details: { slug: row.slug, title: row.title },
        now,
      });
      return toArticle(trx, actor, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Edits an article (admins): any subset of its fields; new markdown is rendered and sanitised again; audited.
 * @throws AppError 403, 404, 409 the new slug is taken
 */
export async function updateDoc(db: Kysely<DB>, actor: Actor, slug: string, input: DocUpdate, now: Date): Promise<DocArticle> {
  if (!can(actor, 'docs:edit')) throw forbidden(DOC_MESSAGES.editNotAllowed);
  const contentHtml = input.content === undefined ? undefined : await renderMarkdownOffThread(input.content);
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('doc_articles').select(['id']).where('slug', '=', slug).executeTakeFirst();
      if (!current) throw notFound(DOC_MESSAGES.notFound);
      const row = await trx
        .updateTable('doc_articles')
        .set({
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(input.group !== undefined ? { group: input.group } : {}),
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
          ...(input.content !== undefined && contentHtml !== undefined ? { content: input.content, content_html: contentHtml } : {}),
          updated_by: actor.id,
          updated_at: now.toISOString(),
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const changed = Object.keys(input).filter((k) => input[k as keyof DocUpdate] !== undefined);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'doc.updated',
        targetType: 'doc',
        targetId: row.id,
        details: { slug: row.slug, title: row.title, changed },
        now,
      });
      return toArticle(trx, actor, row);
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Deletes an article (admins); audited.
 * @throws AppError 403, 404
 */
export async function deleteDoc(db: Kysely<DB>, actor: Actor, slug: string, now: Date): Promise<void> {
  if (!can(actor, 'docs:edit')) throw forbidden(DOC_MESSAGES.editNotAllowed);
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('doc_articles').where('slug', '=', slug).returning(['id', 'slug', 'title']).executeTakeFirst();
    if (!row) throw notFound(DOC_MESSAGES.notFound);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'doc.deleted',
      targetType: 'doc',
      targetId: row.id,
      details: { slug: row.slug, title: row.title },
      now,
    });
  });
}
