import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';

/** After a user change: stats, user lists and the audit log are stale. */
export function invalidateAfterUserChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.users }),
    client.invalidateQueries({ queryKey: adminKeys.audit }),
    // a deleted user's projects go with them; owner names may change
    client.invalidateQueries({ queryKey: adminKeys.projects }),
  ]);
}

/** After an admin sent mail or set a password: the audit log and the mail queue are stale. */
export function invalidateAfterAccountAction(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: adminKeys.audit }), client.invalidateQueries({ queryKey: adminKeys.mail })]);
}
