import { can } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import type { SearchSource } from '../../platform/search-source.ts';
import { plainText } from '../search/public.ts';
import { seesHidden } from './forum-rows.ts';

/**
 * Forum threads in the site search (docs/requirements.md §2 Forum, Search; indexed by migration 026): the same rule
 * as the thread lists: a hidden thread reaches moderators and admins only, a thread of an archived category admins
 * only. A result reads 'Forum · {category} · Solved · {n} replies' and its text is the opening post, then the answer.
 */
export const forumSearch: SearchSource = {
  type: 'thread',
  visible: (viewer, refId) => {
    const hidden = seesHidden(viewer) ? sql`` : sql` and t.hidden = 0`;
    const archived = can(viewer, 'forum:manage-categories') ? sql`` : sql` and c.archived = 0`;
    return sql<boolean>`exists (select 1 from forum_threads t join forum_categories c on c.id = t.category_id where t.id = ${refId}${hidden}${archived})`;
  },
  load: async (db, _viewer, ids) => {
    const rows = await db
      .selectFrom('forum_threads as t')
      .innerJoin('forum_categories as c', 'c.id', 't.category_id')
      .leftJoin('forum_posts as o', (j) => j.onRef('o.thread_id', '=', 't.id').on('o.opening', '=', 1))
      .leftJoin('forum_posts as a', (j) => j.onRef('a.id', '=', 't.accepted_post_id').on('a.hidden', '=', 0))
      .select(['t.id', 't.title', 't.reply_count', 't.accepted_post_id', 'c.name as category', 'c.qa', 'o.body as opening', 'a.body as answer'])
      .where('t.id', 'in', ids)
      .execute();
    return rows.map((r) => {
      const solved = r.qa === 1 && r.accepted_post_id !== null;
      const replies = `${r.reply_count} ${r.reply_count === 1 ? 'reply' : 'replies'}`;
      const meta = ['Forum', r.category, solved ? 'Solved' : null, replies].filter(Boolean).join(' · ');
      const text = [r.opening, r.answer]
        .filter((b): b is string => !!b)
        .map(plainText)
        .join(' ');
      return { id: r.id, title: r.title, url: paths.forumThread(r.id), image: null, meta, text };
    });
  },
};
