import type { QueryClient } from '@tanstack/react-query';
import { invalidateProjectLists } from '../../../lib/projects-api';

/** Query keys of the admin panel, so every mutation can refresh what it changes (SPEC §7: reload after every change). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  userList: (params: object) => ['admin', 'users', params] as const,
  projects: ['admin', 'projects'] as const,
  projectList: (params: object) => ['admin', 'projects', params] as const,
  audit: ['admin', 'audit-log'] as const,
  auditList: (params: object) => ['admin', 'audit-log', params] as const,
  events: ['admin', 'events'] as const,
  eventList: (params: object) => ['admin', 'events', 'list', params] as const,
  eventSettings: ['admin', 'events', 'settings'] as const,
  mail: ['admin', 'mail'] as const,
  mailList: (params: object) => ['admin', 'mail', 'list', params] as const,
  mailMessage: (id: number) => ['admin', 'mail', 'message', id] as const,
};

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

/** After a project change: stats, admin project lists, the audit log and every public project list are stale. */
export function invalidateAfterProjectChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.projects }),
    client.invalidateQueries({ queryKey: adminKeys.audit }),
    invalidateProjectLists(client),
  ]);
}
