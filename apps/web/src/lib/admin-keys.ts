/**
 * Query keys of the admin panel (/admin). Every tab keeps its queries under the `['admin']` prefix, whichever feature
 * owns the tab, so a change anywhere in the panel can refresh the stats, the audit log and the lists it touches
 * (SPEC §7: reload after every change). Listed in one place so no two tabs pick the same key.
 */
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
