import type { ChatMessage, ChatRoom } from '@esdc/core/chat-schemas';
import { CHAT_DEFAULT_ROOMS } from '@esdc/core/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import { FakeChatSocket } from '../test/fake-chat-server';
import ChatroomPage from './chatroom-page';

/*
 * /chatroom (SPEC §5 Chat) through the real hooks, API client and socket client, with the API stubbed at fetch and the
 * chat server at the WebSocket constructor: the visitor's sign-in state (no socket), the rooms and history, live frames
 * joining the log once each, typing and presence, the message box's rules, a post, a mute's refusal, and who gets
 * which actions.
 */

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const sessionOf = (role: 'user' | 'moderator'): SessionState => ({
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role, name: 'Ada Lovelace' },
});

const rooms: ChatRoom[] = CHAT_DEFAULT_ROOMS.map((r, i) => ({
  id: i + 1,
  name: r.name,
  description: r.description,
  archived: false,
  position: i,
  last_message_id: null,
}));
const ada = { id: 7, name: 'Ada Lovelace', username: 'ada', role: 'user', avatar_url: null };
const grace = { id: 8, name: 'Grace Hopper', username: 'grace', role: 'user', avatar_url: null };
const message = (id: number, text: string, author = grace, edited = false): ChatMessage => ({
  id,
  room_id: 1,
  text,
  html: `<p>${text}</p>`,
  author,
  mentions: [],
  created_at: '2026-11-29T10:00:00.000Z',
  edited_at: edited ? '2026-11-29T10:01:00.000Z' : null,
});

/** Serves the rooms, General's history and posts; `refusePost` answers every post with that 403 message. */
function fakeApi(history: ChatMessage[], options: { refusePost?: string } = {}) {
  const posted: unknown[] = [];
  let nextId = 100;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/chat/rooms') return jsonResponse(200, { success: true, data: rooms });
    if (url.pathname === '/api/chat/rooms/1/messages' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { text: string };
      posted.push(body);
      if (options.refusePost) return jsonResponse(403, { success: false, message: options.refusePost, error: { code: 'FORBIDDEN' } });
      return jsonResponse(201, { success: true, data: message(nextId++, body.text, ada) });
    }
    if (url.pathname === '/api/chat/rooms/1/messages')
      return jsonResponse(200, { success: true, data: history, meta: { total: history.length, limit: 50, offset: 0 } });
    return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { posted, fetch };
}

function renderPage(session: SessionState) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  vi.stubGlobal('WebSocket', FakeChatSocket);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/chatroom']}>
          <ChatroomPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

/** Opens the page's socket and answers `ready`; returns it. */
async function connect() {
  await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
  const ws = FakeChatSocket.last();
  act(() => ws.open());
  act(() => ws.frame({ type: 'ready', user_id: 7 }));
  return ws;
}

beforeEach(() => {
  FakeChatSocket.sockets = [];
});

describe('ChatroomPage', () => {
  it("shows a visitor 'Sign in to chat' and a sign-in link, and opens no connection", () => {
    const { fetch } = fakeApi([]);
    renderPage(anonymous);
    expect(screen.getByRole('heading', { level: 1, name: 'Chatroom' })).toBeTruthy();
    expect(screen.getByText('Sign in to chat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(FakeChatSocket.sockets).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the rooms and the history, joins General after its newest message, and merges live frames once each', async () => {
    fakeApi([message(1, 'First light'), message(2, 'Scope arrived', ada, true)]);
    const session = sessionOf('user');
    renderPage(session);
    const nav = await screen.findByRole('navigation', { name: 'Rooms' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['General', 'Hardware', 'Software', 'Projects', 'Help']);
    expect(within(nav).getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBe('page');
    const log = await screen.findByRole('log');
    expect(within(log).getByText('First light')).toBeTruthy();
    expect(within(log).getByText('(edited)')).toBeTruthy();
    expect(within(log).getAllByText('Grace Hopper')).toHaveLength(1);

    const ws = await connect();
    expect(ws.sent).toEqual([
      { type: 'auth', token: session.token },
      { type: 'join', room_id: 1, after: 2 },
    ]);
    act(() => ws.frame({ type: 'message', room_id: 1, message: message(4, 'Fourth') }));
    act(() => ws.frame({ type: 'message', room_id: 1, message: message(3, 'Third') }));
    act(() => ws.frame({ type: 'message', room_id: 1, message: message(3, 'Third') }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['First light', 'Scope arrived', 'Third', 'Fourth']);

    act(() => ws.frame({ type: 'message_edited', room_id: 1, id: 3, message: message(3, 'Third, fixed', grace, true) }));
    act(() => ws.frame({ type: 'message_deleted', room_id: 1, id: 1 }));
    await waitFor(() => expect(within(log).queryByText('First light')).toBeNull());
    expect(within(log).getByText('Third, fixed')).toBeTruthy();

    act(() => ws.frame({ type: 'typing', room_id: 1, user: { id: 8, name: 'Grace Hopper', username: 'grace' } }));
    expect(await screen.findByText('Grace Hopper is typing…')).toBeTruthy();
    act(() =>
      ws.frame({
        type: 'presence',
        room_id: 1,
        members: [
          { id: 7, name: 'Ada Lovelace', username: 'ada' },
          { id: 8, name: 'Grace Hopper', username: 'grace' },
        ],
      }),
    );
    const online = screen.getByRole('region', { name: /Online/ });
    expect(within(online).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Connected');
  });

  it("keeps the reader's place when they scrolled up: 'New messages' appears and takes them to the newest", async () => {
    fakeApi([message(1, 'First light'), message(2, 'Second')]);
    renderPage(sessionOf('user'));
    await screen.findByRole('log');
    const scroller = screen.getByRole('region', { name: 'Messages in General' });
    // happy-dom lays nothing out: give the scroller a height and content taller than it.
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 300 });
    scroller.scrollTop = 200;
    fireEvent.scroll(scroller);
    const ws = await connect();
    act(() => ws.frame({ type: 'message', room_id: 1, message: message(3, 'Third') }));
    const newer = await screen.findByRole('button', { name: 'New messages' });
    expect(scroller.scrollTop).toBe(200);
    await userEvent.setup().click(newer);
    expect(scroller.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it("refuses an empty or too long message with the spec's words and sends nothing, then posts with Enter", async () => {
    const { posted } = fakeApi([message(1, 'First light')]);
    renderPage(sessionOf('user'));
    await screen.findByRole('log');
    const box = screen.getByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Message cannot be empty')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('Message is too long (max 1000 characters)')).toBeTruthy();
    expect(screen.getByText('1001/1000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posted).toEqual([]);

    fireEvent.change(box, { target: { value: '' } });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() => expect(posted).toEqual([{ text: 'Line one\nline two' }]));
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it("disables the box with the server's reason when muted", async () => {
    fakeApi([], { refusePost: 'You are muted in the chatroom until 2999-01-01T00:00:00.000Z' });
    renderPage(sessionOf('user'));
    await screen.findByText('No messages yet');
    const box = screen.getByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByText(/You are muted in the chatroom until/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
  });

  it("offers Edit and Delete on one's own messages; moderators Delete and Mute on a member's", async () => {
    fakeApi([message(1, 'By Grace'), message(2, 'By Ada', ada)]);
    renderPage(sessionOf('user'));
    const log = await screen.findByRole('log');
    const [byGrace, byAda] = within(log).getAllByRole('listitem');
    expect(within(byGrace!).queryAllByRole('button')).toEqual([]);
    expect(
      within(byAda!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('gives a moderator Delete and Mute on a member’s message, and Mute opens the minutes choice', async () => {
    fakeApi([message(1, 'By Grace')]);
    renderPage(sessionOf('moderator'));
    const log = await screen.findByRole('log');
    const [byGrace] = within(log).getAllByRole('listitem');
    expect(
      within(byGrace!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete', 'Mute']);
    await userEvent.setup().click(within(byGrace!).getByRole('button', { name: 'Mute Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute Grace Hopper' });
    const select = within(dialog).getByRole('combobox', { name: 'Mute for' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '60', '1440', '10080']);
  });
});
