import type { PublicUser } from '@esdc/core/user';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A compact JWT with these claims (unsigned: the browser only reads claims, the server verifies).
 * @param claims the payload, e.g. { exp } in seconds since the epoch
 */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** A token that expires an hour from now. */
export const validToken = (): string => makeToken({ sub: 'ada@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });

/** A user as the API returns it, with these fields replaced. */
export function publicUser(over: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    show_email: false,
    role: 'user',
    status: 'active',
    github_username: null,
    avatar_url: null,
    bio: null,
    location: null,
    company: null,
    blog: null,
    points: 120,
    completed_challenges: 3,
    joined_date: '2024-09-01T10:00:00.000Z',
    last_active: null,
    updated_at: '2024-09-01T10:00:00.000Z',
    email_verified_at: '2024-09-01T10:05:00.000Z',
    ...over,
  };
}

/** A JSON response as the API sends it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
