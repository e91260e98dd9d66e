import { formatShortDate } from '@esdc/core/display';
import { locationShownTo } from '@esdc/core/event';
import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import { eventsJoinableBy } from './event-meeting-link.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { visibleEventRows } from './event-visibility.ts';
import { cardUrls, plainText } from '../search/public.ts';

/**
 * Events in the site search (SPEC §2 Search): events that are not drafts, drafts to their managers and admins; an
 * online event's meeting link only for a viewer who may join it (core `locationShownTo`).
 */
export const eventsSearch: SearchSource = {
  type: 'event',
  visible: (viewer, refId) => sql<boolean>`exists (select 1 from events where events.id = ${refId} and ${visibleEventRows(viewer)})`,
  load: async (db, viewer, ids) => {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'title', 'description', 'status', 'start_date', 'mode', 'location', 'image_id', 'image_url'])
      .where('id', 'in', ids)
      .execute();
    const joinable = await eventsJoinableBy(db, viewer, [...ids]);
    const images = await cardUrls(
      db,
      rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
    );
    return rows.map((r) => {
      const meta = ['Event', formatShortDate(r.start_date), locationShownTo(r, joinable.has(r.id)), r.status === 'draft' ? 'Draft' : null]
        .filter(Boolean)
        .join(' · ');
      const image = (r.image_id === null ? null : images.get(r.image_id)) ?? r.image_url;
      return { id: r.id, title: r.title, url: paths.event(r.id), image, meta, text: plainText(r.description) };
    });
  },
};
