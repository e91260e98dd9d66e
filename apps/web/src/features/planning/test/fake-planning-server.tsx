import type { Board, PlanningPerson, Task } from '@esdc/core/planning-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';

/*
 * The planning API stubbed at fetch for the page tests (SPEC §2 Planning): a request log, answers from handlers keyed
 * by 'METHOD /path' (anything else is 404), and a board's event stream the test writes to.
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

/** A member as boards and tasks show them. */
const person = (id: number, name: string): PlanningPerson => ({ id, name, username: name.split(' ')[0]!.toLowerCase(), avatar_url: null });
export const ada = person(7, 'Ada Lovelace');
export const grace = person(8, 'Grace Hopper');

/** A member's board shared with Grace. */
export function board(id: number, name: string, over: Partial<Board> = {}): Board {
  return {
    id,
    name,
    description: `Plans of ${name}`,
    owner: { kind: 'member', id: 7, name: 'Ada Lovelace', path: '/users/ada' },
    members: [ada, grace],
    task_counts: { todo: 0, 'in-progress': 0, review: 0, done: 0 },
    can_manage: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

/** A task of board 1. */
export function task(id: number, title: string, over: Partial<Task> = {}): Task {
  return {
    id,
    board_id: 1,
    title,
    description: '',
    status: 'todo',
    priority: 'medium',
    assignees: [],
    labels: [],
    due_at: null,
    position: `a${id}`,
    created_by: ada,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

/** A request the page made. */
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (sent: Sent) => Response | Promise<Response>;

export const dataOf = (data: unknown, message?: string, status = 200) => jsonResponse(status, { success: true, data, ...(message ? { message } : {}) });
const refusal = (status: number, message: string) => jsonResponse(status, { success: false, message, error: { code: 'REFUSED' } });
export const noContent = () => new Response(null, { status: 204 });

/** A board's open event stream: `send` writes one event to it. */
export interface Stream {
  send: (event: string, data: unknown) => void;
}

/**
 * Stubs fetch with the handlers (keys 'GET /api/boards' …); `GET /api/boards/{id}/events` opens a stream the test
 * writes to (see `streams`).
 * @returns the log of every request and the streams opened
 */
export function fakePlanningServer(handlers: Record<string, Handler>): { log: Sent[]; streams: Stream[] } {
  const log: Sent[] = [];
  const streams: Stream[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const sent: Sent = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    log.push(sent);
    if (method === 'GET' && /^\/api\/boards\/\d+\/events$/.test(url.pathname)) {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          streams.push({ send: (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)) });
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(sent) : refusal(404, 'Not found');
  });
  return { log, streams };
}

/** Shows the address, so tests can see where the page went. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/**
 * Renders a page at `path` under the session.
 * @param element the page
 */
export function renderAt(session: SessionState, path: string, element: ReactNode) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/planning"
              element={
                <>
                  {element}
                  <Address />
                </>
              }
            />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}
