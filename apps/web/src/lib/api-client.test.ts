import { REQUEST_TIMEOUT_MS } from '@esdc/core/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient } from './api-client';

/** One call the stubbed fetch received. */
interface Call {
  url: URL;
  init: RequestInit;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` at the boundary: every call is recorded and answered by `answer`. */
function stubFetch(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: URL | string, init: RequestInit = {}) => {
    const call = { url: new URL(String(input)), init };
    calls.push(call);
    return Promise.resolve().then(() => answer(call));
  });
  return calls;
}

/** A fetch that answers only when aborted (as the browser's does): rejects with an AbortError. */
function stubHangingFetch(): void {
  vi.stubGlobal(
    'fetch',
    (_input: URL | string, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

/**
 * Stubs `AbortSignal.timeout` at the platform boundary with the same behaviour on the (fake) timers of the test:
 * happy-dom's own runs on its window's timers, which `vi.useFakeTimers` does not move.
 * @returns the spy, to read the time limit each call asked for
 */
function stubSignalTimeout() {
  return vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
}

let token: string | null;
let unauthorized: number;

beforeEach(() => {
  token = null;
  unauthorized = 0;
  configureApiClient({ getToken: () => token, onUnauthorized: () => (unauthorized += 1) });
});

afterEach(() => {
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
});

describe('apiRequest: the request', () => {
  it('calls the path on this page’s origin with GET and JSON accept, no body, no token when signed out', async () => {
    const calls = stubFetch(() => json(200, { success: true, data: [] }));
    await apiRequest('/api/projects');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.href).toBe(new URL('/api/projects', window.location.origin).href);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(headersOf(calls[0]!)).toEqual({ accept: 'application/json' });
  });

  it('puts query values in the URL, dropping undefined, null and empty ones', async () => {
    const calls = stubFetch(() => json(200, { success: true, data: [] }));
    await apiRequest('/api/projects', { query: { limit: 12, offset: 0, tag: 'c & c++', status: undefined, q: '', user_id: null } });
    const params = calls[0]!.url.searchParams;
    expect([...params.keys()].sort()).toEqual(['limit', 'offset', 'tag']);
    expect(params.get('limit')).toBe('12');
    expect(params.get('offset')).toBe('0');
    expect(params.get('tag')).toBe('c & c++');
  });

  it('sends the body as JSON with its content type and the method asked for', async () => {
    const calls = stubFetch(() => json(201, { success: true, data: { id: 7 } }));
    await apiRequest('/api/projects', { method: 'POST', body: { title: 'Line follower', cost: 1250 } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(headersOf(calls[0]!)['content-type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ title: 'Line follower', cost: 1250 });
  });

  it('sends the session token as a bearer token', async () => {
    token = 'header.payload.signature';
    const calls = stubFetch(() => json(200, { success: true, data: null }));
    await apiRequest('/api/user/profile');
    expect(headersOf(calls[0]!).authorization).toBe('Bearer header.payload.signature');
  });

  it('calls another origin when configured with one (the server-side render)', async () => {
    configureApiClient({ getToken: () => null, onUnauthorized: () => {}, origin: 'http://127.0.0.1:4321' });
    const calls = stubFetch(() => json(200, { success: true, data: [] }));
    await apiRequest('/api/tags', { query: { limit: 5 } });
    expect(calls[0]!.url.href).toBe('http://127.0.0.1:4321/api/tags?limit=5');
  });
});

describe('apiRequest: the envelope', () => {
  it('unwraps data, message and meta from a success envelope', async () => {
    stubFetch(() => json(200, { success: true, message: 'Fetched', data: [{ id: 1 }, { id: 2 }], meta: { total: 57, limit: 2, offset: 20 } }));
    const result = await apiRequest<{ id: number }[]>('/api/projects');
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], message: 'Fetched', meta: { total: 57, limit: 2, offset: 20 } });
  });

  it('resolves an empty answer (204) with no data', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const result = await apiRequest('/api/projects/3', { method: 'DELETE' });
    expect(result).toEqual({ data: undefined, message: undefined, meta: undefined });
  });

  it('throws ApiError with the status, the server’s message, code and details of a failure envelope', async () => {
    const details = [{ path: 'title', message: 'Title must be at least 5 characters long' }];
    stubFetch(() => json(400, { success: false, message: 'Validation failed', error: { code: 'VALIDATION_ERROR', details } }));
    const error = await apiRequest('/api/projects', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: 'Validation failed', code: 'VALIDATION_ERROR', details });
  });

  it('names the status when a failure has no readable body (a proxy’s HTML page)', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await apiRequest('/api/projects').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Request failed (502)', code: undefined });
  });

  it('names the status when the failure envelope has an empty message', async () => {
    stubFetch(() => json(500, { success: false, message: '', error: { code: 'INTERNAL' } }));
    await expect(apiRequest('/api/projects')).rejects.toMatchObject({ status: 500, message: 'Request failed (500)', code: 'INTERNAL' });
  });
});

describe('apiRequest: 401', () => {
  it('signs the session out when a call that sent a token gets 401, and still throws the server’s message', async () => {
    token = 'expired.token.here';
    stubFetch(() => json(401, { success: false, message: 'Invalid token', error: { code: 'UNAUTHORIZED' } }));
    await expect(apiRequest('/api/user/profile')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(unauthorized).toBe(1);
  });

  it('leaves a signed-out visitor alone on 401 (a wrong password at sign-in is not a lost session)', async () => {
    stubFetch(() => json(401, { success: false, message: 'Invalid email or password', error: { code: 'INVALID_CREDENTIALS' } }));
    await expect(apiRequest('/api/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(unauthorized).toBe(0);
  });

  it('does not sign out on 403 (signed in, but not allowed)', async () => {
    token = 'member.token.here';
    stubFetch(() => json(403, { success: false, message: 'Forbidden', error: { code: 'FORBIDDEN' } }));
    await expect(apiRequest('/api/admin/stats')).rejects.toMatchObject({ status: 403 });
    expect(unauthorized).toBe(0);
  });
});

describe('apiRequest: timeout and network', () => {
  it(`gives up after ${REQUEST_TIMEOUT_MS} ms with a readable timeout error (status 0, code TIMEOUT)`, async () => {
    vi.useFakeTimers();
    const timeout = stubSignalTimeout();
    stubHangingFetch();
    let settled: unknown = 'pending';
    const request = apiRequest('/api/projects').then(
      () => 'resolved',
      (e: unknown) => e,
    );
    void request.then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await request;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: 'The server took too long to respond. Please try again.' });
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
  });

  it('uses the timeout the caller gives instead of the default', async () => {
    vi.useFakeTimers();
    const timeout = stubSignalTimeout();
    stubHangingFetch();
    const request = apiRequest('/api/leaderboard', { timeoutMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    await expect(request).resolves.toMatchObject({ code: 'TIMEOUT' });
    expect(timeout).toHaveBeenCalledWith(500);
  });

  it('keeps an answer that came in time: the time limit passing later changes nothing', async () => {
    vi.useFakeTimers();
    stubSignalTimeout();
    stubFetch(() => json(200, { success: true, data: 1 }));
    const result = await apiRequest('/api/health');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(result).toEqual({ data: 1, message: undefined, meta: undefined });
  });

  it('times out a body that stops arriving (the limit covers the whole call)', async () => {
    vi.useFakeTimers();
    stubSignalTimeout();
    vi.stubGlobal('fetch', (_input: URL | string, init: RequestInit = {}) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const request = apiRequest('/api/projects').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(request).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports an unreachable server as a network error (status 0, code NETWORK)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/projects')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
