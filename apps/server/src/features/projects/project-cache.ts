import type { TableWrite } from '../../db/write-observer.ts';
import { ResponseCache } from '../../platform/response-cache.ts';

/**
 * What a project read shows, by table: `null` for every column, else the columns that matter. A user's points,
 * bio or last activity never show on a project; a project's `views` counter may lag by up to the cache's `ttlMs`
 * (a view is counted on every open, and dropping the cache on each would leave nothing cached).
 */
const PROJECT_READ_SOURCES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map(
  Object.entries({
    projects: null,
    project_technologies: null,
    project_tags: null,
    project_contributors: null,
    project_likes: null,
    project_images: null,
    images: null,
    tags: null,
    technologies: null,
    users: new Set(['name', 'username', 'email', 'avatar_url', 'github_username', 'role']),
  }),
);
/** `projects` columns whose change alone does not drop the cache. */
const LAGGING_PROJECT_COLUMNS = new Set(['views']);

/**
 * Whether a committed write can change what a project read returns (docs/architecture.md Caching).
 * @param write one table write reported by the database's write observer (db/write-observer.ts)
 */
export function changesProjectReads(write: TableWrite): boolean {
  const shown = PROJECT_READ_SOURCES.get(write.table);
  if (shown === undefined) return false;
  if (write.columns === null) return true;
  const columns = [...write.columns];
  if (write.table === 'projects') return columns.some((c) => !LAGGING_PROJECT_COLUMNS.has(c));
  return shown === null || columns.some((c) => shown.has(c));
}

/**
 * In-process cache of public project reads (docs/architecture.md Caching), and the data version that anything else
 * derived from project data (the server-rendered /projects, plugins/page-renderer.ts) is cached under: a
 * {@link ResponseCache} that, once it follows the database's writes, drops itself on every committed write that can
 * change a project read ({@link changesProjectReads}: a project, its uploaded images, its tags, technologies,
 * contributors or likes, or how a member shows on a card). app.ts builds it; routes reach it as `ctx.projectCache`.
 */
export class ProjectCache extends ResponseCache {
  /**
   * @param ttlMs longest an entry stays fresh without a write here, in ms (writes on other instances show within it)
   * @param maxEntries entries kept at most (the least recently used goes first)
   */
  constructor(ttlMs = 10_000, maxEntries = 500) {
    super(ttlMs, maxEntries, changesProjectReads);
  }
}
