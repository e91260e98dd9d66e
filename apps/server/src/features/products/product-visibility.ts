import type { Actor } from '@esdc/core/permissions';
import { sql, type RawBuilder } from 'kysely';

/*
 * Who may see which product listings, as an SQL condition: one definition, used by the catalogue and by the site
 * search (through ./public.ts), which must show exactly what the lists show.
 */

/**
 * A condition on `products`: what the viewer may see. Everyone sees listings that are not hidden; a hidden one only
 * its seller and admins.
 * @param viewer the signed-in member or null
 */
export function visibleProductRows(viewer: Actor | null): RawBuilder<boolean> {
  if (viewer && viewer.status === 'active' && viewer.role === 'admin') return sql<boolean>`1 = 1`;
  if (!viewer || viewer.status !== 'active') return sql<boolean>`products.hidden = 0`;
  return sql<boolean>`(products.hidden = 0 or products.seller_id = ${viewer.id})`;
}
