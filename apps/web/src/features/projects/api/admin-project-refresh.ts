import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';
import { invalidateProjectLists } from '../../../lib/projects-api';

/** After a project change in the admin panel: stats, admin project lists, the audit log and every public project list are stale. */
export function invalidateAfterProjectChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.projects }),
    client.invalidateQueries({ queryKey: adminKeys.audit }),
    invalidateProjectLists(client),
  ]);
}
