import { CHATBOT_CONNECTION_TROUBLE, CHATBOT_GREETING, CHATBOT_QUICK_ACTIONS } from '@esdc/core/chatbot';
import type { SessionUser } from '@esdc/core/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FeaturesProvider } from '../../../lib/features';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import { jsonResponse, validToken } from '../../../test/fixtures';
import { ChatbotWidget } from './chatbot-widget';

/*
 * The chatbot widget (SPEC §2 Chatbot widget, §8 Chatbot failure) against a stubbed API: the panel opens from the
 * button, asks, shows the reply with its sources as links, the typing indicator while waiting, the failures' words,
 * and a member's restored history. The network is stubbed at fetch; nothing of ours is.
 */

const member: SessionUser = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const signedIn: SessionState = { status: 'authenticated', token: validToken(), user: member };

const reply = (response: string, sources: unknown[] = []) => ({
  success: true,
  data: { response, sources, confidence: 0.8, answered: true, timestamp: '2026-11-29T12:00:00.000Z' },
});

/** A streamed reply (`POST /api/chatbot/ask/stream`): its text in two pieces, then the whole reply. */
function streamed(body: ReturnType<typeof reply>): Response {
  const text = body.data.response;
  const half = Math.ceil(text.length / 2);
  const events = [
    `event: delta\ndata: ${JSON.stringify({ text: text.slice(0, half) })}\n\n`,
    `event: delta\ndata: ${JSON.stringify({ text: text.slice(half) })}\n\n`,
    `event: done\ndata: ${JSON.stringify(body.data)}\n\n`,
  ].join('');
  return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/**
 * Stubs the API: the suggestions answer the quick actions, the history `history`, and each ask the next of `asks`.
 * @returns the stub, to see what was asked
 */
function stubApi({ asks = [], history = [] }: { asks?: Answer[]; history?: unknown[] } = {}) {
  const queue = [...asks];
  const fetch = vi.fn(async (input: URL | string, _init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/chatbot/suggestions') return jsonResponse(200, { success: true, data: CHATBOT_QUICK_ACTIONS });
    if (url.pathname.startsWith('/api/chatbot/history/'))
      return jsonResponse(200, { success: true, data: history, meta: { total: history.length, limit: 20, offset: 0 } });
    if (url.pathname === '/api/chatbot/ask/stream') {
      const next = queue.shift();
      if (!next) throw new Error('unexpected ask');
      return typeof next === 'function' ? next() : next;
    }
    throw new Error(`unexpected call ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The questions sent to `POST /api/chatbot/ask/stream`. */
const asked = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([input]) => new URL(String(input)).pathname === '/api/chatbot/ask/stream')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { query_message: string }).query_message);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderWidget(session: SessionState = anonymous) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <FeaturesProvider>
      <SessionProvider initial={session}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
            <ChatbotWidget />
          </MemoryRouter>
        </QueryClientProvider>
      </SessionProvider>
    </FeaturesProvider>,
  );
}

/** Opens the panel from the widget's button (the first time, once the panel's module has loaded). */
async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Chatbot' }));
  return screen.findByRole('dialog', { name: 'Chatbot' }, { timeout: 10_000 });
}

/** Types a message and sends it. */
function sendMessage(text: string) {
  fireEvent.change(screen.getByLabelText('Type your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

const conversation = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatbotWidget', () => {
  it('opens a panel titled Chatbot, powered by the club, with the greeting, the quick actions and the input', async () => {
    stubApi();
    renderWidget();
    const button = screen.getByRole('button', { name: 'Chatbot' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openPanel();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('Powered by Embedded Systems Design Club')).toBeTruthy();
    expect(within(conversation()).getByText(CHATBOT_GREETING)).toBeTruthy();
    const quick = within(within(dialog).getByRole('list', { name: 'Quick actions' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['Events', 'Challenges', 'Resources', 'How to join?', 'Leaderboard', 'Contact']);
    const input = within(dialog).getByLabelText('Type your message');
    expect(input.getAttribute('placeholder')).toBe('Type your message');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('asks, shows the typing indicator with the input and Send disabled, then the reply with its sources as links', async () => {
    let answer!: (response: Response) => void;
    const fetch = stubApi({ asks: [() => new Promise<Response>((resolve) => (answer = resolve))] });
    renderWidget();
    await openPanel();
    sendMessage('  When is the next event?  ');

    expect(within(conversation()).getByText('When is the next event?')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Chatbot is typing…'));
    expect((screen.getByLabelText('Type your message') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Events' }) as HTMLButtonElement).disabled).toBe(true);
    expect(asked(fetch)).toEqual(['When is the next event?']);

    await act(async () =>
      answer(streamed(reply('The next event is Soldering 101 (/events/12).', [{ title: 'Soldering 101', path: '/events/12', kind: 'event' }]))),
    );
    const source = await within(conversation()).findByRole('link', { name: 'Soldering 101' });
    expect(source.getAttribute('href')).toBe('/events/12');
    // The path in the text is a link too.
    expect(within(conversation()).getByRole('link', { name: '/events/12' }).getAttribute('href')).toBe('/events/12');
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByLabelText('Type your message') as HTMLInputElement).disabled).toBe(false);

    // A source navigates in the app, and the panel (not full screen here) stays open.
    fireEvent.click(source);
    expect(screen.getByTestId('where').textContent).toBe('/events/12');
    expect(screen.getByRole('dialog', { name: 'Chatbot' })).toBeTruthy();
  });

  it('sends nothing empty or blank', async () => {
    const fetch = stubApi();
    renderWidget();
    await openPanel();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type your message'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(send.closest('form')!);
    expect(asked(fetch)).toEqual([]);
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("asks a quick action's question", async () => {
    const fetch = stubApi({ asks: [streamed(reply('Contact us at the club room.'))] });
    renderWidget();
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    await within(conversation()).findByText(/Contact us at the club room\./);
    expect(asked(fetch)).toEqual(['How can I contact the club?']);
  });

  it('says it has trouble connecting when the server fails or cannot be reached, and shows a refusal in its own words', async () => {
    stubApi({
      asks: [
        jsonResponse(500, { success: false, message: 'Failed to get chatbot response', error: { code: 'INTERNAL_ERROR' } }),
        () => Promise.reject(new TypeError('Failed to fetch')),
        jsonResponse(400, { success: false, message: 'Message is too long (max 1000 characters)', error: { code: 'VALIDATION_ERROR' } }),
        jsonResponse(429, { success: false, message: 'Too many requests. Please try again in 12 seconds.', error: { code: 'RATE_LIMITED' } }),
      ],
    });
    renderWidget();
    await openPanel();
    sendMessage('first');
    await waitFor(() => expect(within(conversation()).getAllByText(CHATBOT_CONNECTION_TROUBLE)).toHaveLength(1));
    sendMessage('second');
    await waitFor(() => expect(within(conversation()).getAllByText(CHATBOT_CONNECTION_TROUBLE)).toHaveLength(2));
    sendMessage('third');
    await within(conversation()).findByText('Message is too long (max 1000 characters)');
    sendMessage('fourth');
    await within(conversation()).findByText('Too many requests. Please try again in 12 seconds.');
  });

  it("restores a signed-in member's recent history, oldest first, after the greeting", async () => {
    const history = [
      { id: 2, query_message: 'Second question', response: 'Second answer', sources: [], timestamp: '2026-11-29T11:00:00.000Z' },
      { id: 1, query_message: 'First question', response: 'First answer', sources: [], timestamp: '2026-11-29T10:00:00.000Z' },
    ];
    const fetch = stubApi({ history });
    renderWidget(signedIn);
    await openPanel();
    await within(conversation()).findByText('Second answer');
    const texts = within(conversation())
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^(You|Chatbot): /, ''));
    expect(texts).toEqual([CHATBOT_GREETING, 'First question', 'First answer', 'Second question', 'Second answer']);
    const historyCall = fetch.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname.startsWith('/api/chatbot/history/'));
    expect(historyCall?.pathname).toBe('/api/chatbot/history/7');
    expect(historyCall?.searchParams.get('limit')).toBe('20');
  });

  it('closes on Escape and gives focus back to its button; the conversation is still there when it opens again', async () => {
    stubApi({ asks: [streamed(reply('Hello from ESDC.'))] });
    renderWidget();
    const dialog = await openPanel();
    sendMessage('Hello');
    await within(conversation()).findByText('Hello from ESDC.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Chatbot' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await openPanel();
    expect(within(conversation()).getByText('Hello from ESDC.')).toBeTruthy();
  });

  it('is not there while the chatbot feature is switched off', () => {
    stubApi();
    window.localStorage.setItem(storageKeys.appSettings, JSON.stringify({ chatbot: false }));
    renderWidget();
    expect(screen.queryByRole('button', { name: 'Chatbot' })).toBeNull();
  });
});
