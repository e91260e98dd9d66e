import type { ApiErrorCode, ApiErrorDetail, ApiFailure } from '@esdc/core/api';
import { REQUEST_TIMEOUT_MS } from '@esdc/core/constants';

/**
 * One typed error for every failed call: HTTP status (0 for network/timeout), the server's message, its code
 * (the envelope's `ApiErrorCode`, or 'TIMEOUT' / 'NETWORK' for a call that got no answer) and per-field details
 * (each with its own code when the server gives one). Act on `code`, never on the message's text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ApiErrorCode | 'TIMEOUT' | 'NETWORK',
    readonly details?: ApiErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A successful call: the envelope's data, optional message and list meta. */
export interface ApiResult<T> {
  data: T;
  message?: string;
  meta?: { total: number; limit: number; offset: number };
}

interface ClientHooks {
  getToken: () => string | null;
  /** A call that sent a token got 401; `error` is the server's answer when it was read (it may say why, e.g. a suspension). */
  onUnauthorized: (error?: ApiError) => void;
  /** Where the API is, when not this page's origin (server-side rendering calls its own server). */
  origin?: string;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} };

/** Wires the client to the session: where the token comes from, what a 401 does (SPEC §4 Session). */
export function configureApiClient(next: ClientHooks): void {
  hooks = next;
}

/**
 * Calls the API (SPEC §7): JSON, bearer token when present, a 2000 ms time limit on the whole call (answer and
 * body); unwraps the envelope.
 * A 401 on a call that sent a token clears the session and goes to /login.
 * @throws ApiError with the server's message, or a readable timeout/network message
 */
export async function apiRequest<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    query?: Record<string, string | number | undefined | null>;
    timeoutMs?: number;
  } = {},
): Promise<ApiResult<T>> {
  const url = new URL(path, hooks.origin ?? window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const token = hooks.getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  // The whole call (answer and body) gets the time limit; the platform's timer needs no clearing.
  const signal = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  /** The error for a call that failed before its answer was read: timed out, or the server was unreachable. */
  const failed = () =>
    signal.aborted
      ? new ApiError(0, 'The server took too long to respond. Please try again.', 'TIMEOUT')
      : new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK', undefined);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch {
    throw failed();
  }

  let payload: unknown = null;
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw failed();
  }
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) {
    const failure = payload as Partial<ApiFailure> | null;
    const error = new ApiError(response.status, failure?.message || `Request failed (${response.status})`, failure?.error?.code, failure?.error?.details);
    if (response.status === 401 && token) hooks.onUnauthorized(error);
    throw error;
  }
  const envelope = (payload ?? {}) as { data?: T; message?: string; meta?: ApiResult<T>['meta'] };
  return { data: envelope.data as T, message: envelope.message, meta: envelope.meta };
}

/**
 * What a call that cannot go through {@link apiRequest} needs (an upload with progress, lib/upload-image.ts): the
 * session's token, the API's origin and what a 401 does.
 */
export function apiCallContext(): Readonly<ClientHooks> {
  return hooks;
}
