import { rowWithId } from '../../platform/page-checks.ts';
import type { PageCheck } from '../../platform/page-checks.ts';

/** `/jobs/:id` (SPEC §2 Jobs): a posting that exists, expired ones too (the page says its deadline has passed). */
export const jobPage: PageCheck = rowWithId('jobs');
