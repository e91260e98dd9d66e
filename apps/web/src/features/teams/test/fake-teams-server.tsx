import type { Team, TeamInvitation, TeamMember, TeamSummary } from '@esdc/core/team-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';

/*
 * The teams' API stubbed at fetch for the page tests (docs/requirements.md §2 Teams): a request log, and answers from
 * handlers keyed by 'METHOD /path'; anything else is 404.
 */

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned token that expires in an hour (the browser only reads its claims). */
const validToken = () =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify({ sub: 'ada@example.com', exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;
const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
/** A signed-in member (id 7). */
export const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada Lovelace' },
};

/** A member of a team. */
export function teamMember(id: number, name: string, role: TeamMember['role'] = 'member'): TeamMember {
  return { id, name, username: name.split(' ')[0]!.toLowerCase(), avatar_url: null, role, bio: null, joined_at: '2026-03-01T10:00:00.000Z' };
}

/** A team as the grid shows it, led by Grace (id 8). */
export function summary(id: number, name: string, over: Partial<TeamSummary> = {}): TeamSummary {
  const lead = teamMember(8, 'Grace Hopper', 'lead');
  return {
    id,
    name,
    description: `About ${name}`,
    avatar: null,
    focus_area: 'Hardware',
    member_count: 1,
    lead: { id: lead.id, name: lead.name, username: lead.username, avatar_url: null },
    viewer_role: null,
    members: [lead],
    created_at: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

/** A team's page. */
export function team(over: Partial<Team> = {}): Team {
  return { ...summary(3, 'Rover'), projects: [], viewer_invitation_id: null, ...over };
}

/** A pending invitation of the member (id 7) into a team. */
export function invitation(id: number, teamId: number, teamName: string): TeamInvitation {
  return {
    id,
    team: { id: teamId, name: teamName, avatar: null, focus_area: 'Hardware' },
    invitee: { id: 7, name: 'Ada Lovelace', username: 'ada', avatar_url: null },
    invited_by: { id: 8, name: 'Grace Hopper', username: 'grace', avatar_url: null },
    status: 'pending',
    created_at: '2026-03-01T10:00:00.000Z',
    responded_at: null,
  };
}

/** A request the page made. */
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
}

type Handler = (sent: Sent) => Response | Promise<Response>;

/** `{ success, data, meta }` of a page. */
export const pageOf = (items: unknown[]) => jsonResponse(200, { success: true, data: items, meta: { total: items.length, limit: 12, offset: 0 } });
export const dataOf = (data: unknown, message?: string, status = 200) => jsonResponse(status, { success: true, data, ...(message ? { message } : {}) });

/**
 * Stubs fetch with the handlers (keys 'GET /api/teams' …).
 * @returns the log of every request
 */
export function fakeTeamsServer(handlers: Record<string, Handler>): Sent[] {
  const log: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const sent: Sent = { method, path: url.pathname, query: url.searchParams };
    log.push(sent);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(sent) : jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });
  return log;
}

/**
 * Renders a team page at `path` under the session.
 * @param routes the route elements by pattern
 */
export function renderAt(session: SessionState, path: string, routes: Record<string, ReactNode>) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}
