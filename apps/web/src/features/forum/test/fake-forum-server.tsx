import type { ForumCategory, ForumPost, ForumThread, ForumThreadSummary } from '@esdc/core/forum-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';

/*
 * The forum's API stubbed at fetch for the page tests (SPEC §2 Forum): a request log, and answers from handlers keyed
 * by 'METHOD /path'; anything else is 404.
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
/** A signed-in admin (id 1). */
export const admin: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 1, email: 'admin@example.com', username: 'admin', role: 'admin', name: 'Club Admin' },
};
/** A signed-in moderator (id 9). */
export const moderator: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 9, email: 'mo@example.com', username: 'mo', role: 'moderator', name: 'Mo Derator' },
};

const author = (id: number, name: string, username: string) => ({ id, name, username, role: 'user', avatar_url: null });

/** A category with counts. */
export function category(id: number, name: string, over: Partial<ForumCategory> = {}): ForumCategory {
  return {
    id,
    name,
    description: `About ${name}`,
    qa: false,
    archived: false,
    position: id,
    thread_count: 2,
    post_count: 5,
    last_activity_at: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

/** A thread as lists show it. */
export function summary(id: number, title: string, over: Partial<ForumThreadSummary> = {}): ForumThreadSummary {
  return {
    id,
    category_id: 1,
    category_name: 'General',
    title,
    author: author(7, 'Ada Lovelace', 'ada'),
    excerpt: `Excerpt of ${title}`,
    pinned: false,
    locked: false,
    solved: false,
    reply_count: 1,
    like_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    last_activity_at: '2026-03-02T10:00:00.000Z',
    last_poster: null,
    link: null,
    unread: null,
    new_posts: null,
    ...over,
  };
}

/** A post. */
export function post(id: number, body: string, over: Partial<ForumPost> = {}): ForumPost {
  return {
    id,
    thread_id: 1,
    author: author(8, 'Grace Hopper', 'grace'),
    body,
    html: `<p>${body}</p>`,
    opening: false,
    accepted: false,
    hidden: false,
    like_count: 0,
    liked: false,
    edit_count: 0,
    created_at: '2026-03-01T11:00:00.000Z',
    edited_at: null,
    ...over,
  };
}

/** A whole thread. */
export function thread(over: Partial<ForumThread> = {}): ForumThread {
  return {
    ...summary(1, 'Why does my ADC read noise?'),
    opening_post: post(1, 'The question text', { opening: true, author: author(7, 'Ada Lovelace', 'ada') }),
    answer: null,
    subscribed: true,
    category_qa: false,
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

/** `{ success, data, meta }` of a page. */
export const pageOf = (items: unknown[], offset = 0) => jsonResponse(200, { success: true, data: items, meta: { total: items.length, limit: 20, offset } });
export const dataOf = (data: unknown, message?: string, status = 200) => jsonResponse(status, { success: true, data, ...(message ? { message } : {}) });
export const refusal = (status: number, message: string) => jsonResponse(status, { success: false, message, error: { code: 'REFUSED' } });

/**
 * Stubs fetch with the handlers (keys 'GET /api/forum/categories' …).
 * @returns the log of every request
 */
export function fakeForumServer(handlers: Record<string, Handler>): Sent[] {
  const log: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const sent: Sent = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    log.push(sent);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(sent) : refusal(404, 'Not found');
  });
  return log;
}

/**
 * Renders a forum page at `path` under the session, with the forum's routes (so navigation lands somewhere).
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
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}
