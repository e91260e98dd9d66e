import { createHmac } from 'node:crypto';

/** The header and payload of a compact JWT, decoded without verifying. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error(`not a JWT: ${token}`);
  const parse = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: parse(header), payload: parse(payload) };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a payload as an HS256 JWT with `secret` (to forge tokens or craft edge cases). */
export function signJwt(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const head = `${encode(header)}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

/** Replaces a token's payload, keeping its original signature (a tampered token). */
export function tamperJwt(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const { payload } = decodeJwt(token);
  return `${header}.${encode(change(payload))}.${signature}`;
}
