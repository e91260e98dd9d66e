import { formatShortDate } from '@esdc/core/display';
import { locationShownTo } from '@esdc/core/event';
import { imageVariant } from '@esdc/core/image';
import type { Actor } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import { SEARCH_CATEGORIES, SEARCH_CATEGORY_TYPES, SEARCH_QUERY_MAX, SEARCH_RESULT_TYPES, searchTerms, type SearchResultType } from '@esdc/core/search';
import type { SearchAnswer, SearchCounts, SearchQuery, SearchResult } from '@esdc/core/search-schemas';
import { formatMoney } from '@esdc/core/shop';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/client.ts';
import { loadImages } from '../../platform/images.ts';
import { visibleBlogPosts } from '../blog/public.ts';
import { visibleCourseRows } from '../courses/public.ts';
import { eventsJoinableBy, visibleEventRows } from '../events/public.ts';
import { coverUrls, visibleProductRows } from '../products/public.ts';
import { avatarOf, listedMembers } from '../users/public.ts';
import { searchIndex } from './search-index.ts';
import type { Db, IndexColumns, IndexHit, IndexQuery } from './search-index-query.ts';
import { buildSnippet, plainText } from './search-snippet.ts';

/*
 * Site search (SPEC §2 Search): the index (./search-index.ts) finds and ranks, this service decides
 * what the viewer may see — by joining back to each source with the rules of its own list endpoint — and turns hits
 * into results (title, address, snippet, image, meta line).
 */

/** Who searches: a signed-in member or nobody. */
export type SearchViewer = Actor | null;

/**
 * Whether the viewer may see a document of the index: its source row passes the conditions that the lists use, each
 * from its feature's public.ts (active members; products not hidden unless the viewer is their seller or an admin;
 * published posts, drafts to their author and editors; published courses, unpublished ones to their instructor and
 * editors; events that are not drafts, drafts to their managers and admins); every project, documentation article and
 * learning resource is public (SPEC §2 Documentation, Resources: neither has drafts).
 * @param viewer the signed-in member or null
 * @returns the condition, given the engine's expressions for a document's type and source id
 */
export function visibleDocuments(viewer: SearchViewer): IndexQuery['visible'] {
  return ({ isType, refId }: IndexColumns) => {
    const rules: Record<SearchResultType, RawBuilder<boolean>> = {
      user: sql<boolean>`exists (select 1 from users where users.id = ${refId} and ${listedMembers()})`,
      product: sql<boolean>`exists (select 1 from products where products.id = ${refId} and ${visibleProductRows(viewer)})`,
      blog: sql<boolean>`exists (select 1 from blog_posts where blog_posts.id = ${refId} and ${visibleBlogPosts(viewer)})`,
      project: sql<boolean>`1 = 1`,
      course: sql<boolean>`exists (select 1 from courses where courses.id = ${refId} and ${visibleCourseRows(viewer)})`,
      event: sql<boolean>`exists (select 1 from events where events.id = ${refId} and ${visibleEventRows(viewer)})`,
      doc: sql<boolean>`1 = 1`,
      resource: sql<boolean>`1 = 1`,
    };
    return sql<boolean>`(${sql.join(
      SEARCH_RESULT_TYPES.map((type) => sql<boolean>`(${isType(type)} and ${rules[type]})`),
      sql` or `,
    )})`;
  };
}

const noCounts = (): SearchCounts => ({ all: 0, users: 0, products: 0, blogs: 0, projects: 0, courses: 0, events: 0, docs: 0, resources: 0 });

/**
 * Searches everything the viewer may see (`GET /api/search`): counts per category for the tabs, and the requested
 * category's page of results, best first. A query without letters or digits finds nothing.
 * @param database the open database (its engine picks the index implementation)
 * @param viewer the signed-in member or null
 * @param query q (canonical, ≤ 100 characters), category and page
 */
export async function search(database: Database, viewer: SearchViewer, query: SearchQuery): Promise<SearchAnswer> {
  const terms = searchTerms(query.q);
  const counts = noCounts();
  if (terms.length === 0) return { query: query.q, category: query.category, counts, total: 0, results: [] };
  const types = query.category === 'all' ? SEARCH_RESULT_TYPES : [SEARCH_CATEGORY_TYPES[query.category]];
  const answer = await searchIndex(database.db, database.engine, {
    terms,
    types,
    visible: visibleDocuments(viewer),
    limit: query.limit,
    offset: query.offset,
  });
  for (const category of SEARCH_CATEGORIES) {
    if (category === 'all') continue;
    counts[category] = answer.counts.get(SEARCH_CATEGORY_TYPES[category]) ?? 0;
    counts.all += counts[category];
  }
  const results = await hydrate(database.db, viewer, answer.hits, terms);
  return { query: query.q, category: query.category, counts, total: counts[query.category], results };
}

/** A result before its snippet: everything but the snippet, and the text the snippet is cut from. */
type Draft = Omit<SearchResult, 'snippet'> & { text: string };

/** The ids of the hits of one type. */
const idsOf = (hits: readonly IndexHit[], type: SearchResultType) => hits.filter((h) => h.type === type).map((h) => h.ref_id);

/**
 * Turns hits into results in their order (a few queries per type on the page; a row gone since is skipped).
 * @param terms the query's terms (for the snippets)
 */
async function hydrate(db: Db, viewer: SearchViewer, hits: readonly IndexHit[], terms: readonly string[]): Promise<SearchResult[]> {
  if (hits.length === 0) return [];
  const drafts = new Map<string, Draft>();
  const put = (type: SearchResultType, draft: Omit<Draft, 'type'>) => drafts.set(`${type}:${draft.id}`, { type, ...draft });
  await Promise.all([
    hydrateUsers(db, idsOf(hits, 'user'), put),
    hydrateProducts(db, idsOf(hits, 'product'), put),
    hydrateBlogPosts(db, idsOf(hits, 'blog'), put),
    hydrateProjects(db, idsOf(hits, 'project'), put),
    hydrateCourses(db, idsOf(hits, 'course'), put),
    hydrateEvents(db, viewer, idsOf(hits, 'event'), put),
    hydrateDocs(db, idsOf(hits, 'doc'), put),
    hydrateResources(db, idsOf(hits, 'resource'), put),
  ]);
  return hits.flatMap((hit) => {
    const draft = drafts.get(`${hit.type}:${hit.ref_id}`);
    if (!draft) return [];
    const { text, ...result } = draft;
    return [{ ...result, snippet: buildSnippet(text, terms) }];
  });
}

type Put = (type: SearchResultType, draft: Omit<Draft, 'type'>) => void;

/** Uploaded images' 'card' WebP variants by id. */
async function cardUrls(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const images = await loadImages(db, ids);
  const urls = new Map<number, string>();
  for (const [id, image] of images) {
    const variant = imageVariant(image, 'card');
    if (variant) urls.set(id, variant.webp);
  }
  return urls;
}

async function hydrateUsers(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  // Never the email: it is neither searched nor shown.
  const rows = await db.selectFrom('users').select(['id', 'name', 'username', 'bio', 'avatar_url', 'github_username']).where('id', 'in', ids).execute();
  for (const r of rows) {
    put('user', {
      id: r.id,
      title: r.name,
      url: paths.userProfile(r.username),
      image: avatarOf(r),
      meta: `Member · @${r.username}`,
      text: r.bio ?? `@${r.username}`,
    });
  }
}

async function hydrateProducts(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const [rows, covers] = await Promise.all([
    db.selectFrom('products').select(['id', 'name', 'description', 'category', 'price_cents', 'hidden']).where('id', 'in', ids).execute(),
    coverUrls(db, ids),
  ]);
  for (const r of rows) {
    const meta = `Product · ${r.category} · ${formatMoney(r.price_cents)}${r.hidden ? ' · Hidden' : ''}`;
    put('product', { id: r.id, title: r.name, url: paths.product(r.id), image: covers.get(r.id) ?? null, meta, text: plainText(r.description) });
  }
}

async function hydrateBlogPosts(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'title', 'excerpt', 'content', 'category', 'status', 'published_at', 'cover_image_id', 'cover_url'])
    .where('id', 'in', ids)
    .execute();
  const covers = await cardUrls(
    db,
    rows.flatMap((r) => (r.cover_image_id === null ? [] : [r.cover_image_id])),
  );
  for (const r of rows) {
    const when = r.status === 'published' ? formatShortDate(r.published_at) : 'Draft';
    const image = (r.cover_image_id === null ? null : covers.get(r.cover_image_id)) ?? r.cover_url;
    const text = plainText(`${r.excerpt ?? ''} ${r.content.slice(0, 20_000)}`);
    put('blog', { id: r.id, title: r.title, url: paths.blogPost(r.slug), image, meta: `Blog · ${r.category} · ${when}`, text });
  }
}

async function hydrateProjects(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('projects').select(['id', 'title', 'description', 'category', 'image']).where('id', 'in', ids).execute();
  for (const r of rows) {
    put('project', { id: r.id, title: r.title, url: paths.project(r.id), image: r.image, meta: `Project · ${r.category}`, text: plainText(r.description) });
  }
}

async function hydrateCourses(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'description', 'level', 'category', 'published', 'image_id', 'image_url'])
    .where('id', 'in', ids)
    .execute();
  const images = await cardUrls(
    db,
    rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  for (const r of rows) {
    const meta = ['Course', r.level, r.category, r.published ? null : 'Unpublished'].filter(Boolean).join(' · ');
    const image = (r.image_id === null ? null : images.get(r.image_id)) ?? r.image_url;
    put('course', { id: r.id, title: r.title, url: `${paths.lms}/${r.id}`, image, meta, text: plainText(r.description) });
  }
}

/** Events as results; an online event's meeting link only for a viewer who may join it (core `locationShownTo`). */
async function hydrateEvents(db: Db, viewer: SearchViewer, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('events')
    .select(['id', 'title', 'description', 'status', 'start_date', 'mode', 'location', 'image_id', 'image_url'])
    .where('id', 'in', ids)
    .execute();
  const joinable = await eventsJoinableBy(db, viewer, ids);
  const images = await cardUrls(
    db,
    rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  for (const r of rows) {
    const meta = ['Event', formatShortDate(r.start_date), locationShownTo(r, joinable.has(r.id)), r.status === 'draft' ? 'Draft' : null]
      .filter(Boolean)
      .join(' · ');
    const image = (r.image_id === null ? null : images.get(r.image_id)) ?? r.image_url;
    put('event', { id: r.id, title: r.title, url: paths.event(r.id), image, meta, text: plainText(r.description) });
  }
}

async function hydrateDocs(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('doc_articles').select(['id', 'slug', 'title', 'group', 'content']).where('id', 'in', ids).execute();
  for (const r of rows) {
    put('doc', { id: r.id, title: r.title, url: paths.docArticle(r.slug), image: null, meta: `Doc · ${r.group}`, text: plainText(r.content.slice(0, 20_000)) });
  }
}

async function hydrateResources(db: Db, ids: number[], put: Put): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('resources').select(['id', 'title', 'description', 'category', 'kind']).where('id', 'in', ids).execute();
  for (const r of rows) {
    // The resources page filtered to this one (resources have no page of their own; the list links or downloads them).
    const address = new URLSearchParams({ category: r.category, q: r.title.slice(0, SEARCH_QUERY_MAX) });
    const meta = `Resource · ${r.category} · ${r.kind === 'file' ? 'File' : 'Link'}`;
    put('resource', { id: r.id, title: r.title, url: `${paths.resources}?${address.toString()}`, image: null, meta, text: r.description || r.title });
  }
}
