import { isBuiltPath } from '@esdc/core/routes';
import { isAppPath } from './conversation';

/** A run of a reply's text: plain text, or an app path to show as a link. */
export type ReplyPart = { kind: 'text'; text: string } | { kind: 'path'; path: string };

/** A path at the start of the text or after a space or an opening bracket or quote: '/events/12', '/docs/setup'. */
const PATH = /(^|[\s([{"'])(\/[A-Za-z0-9][A-Za-z0-9\-_/]*)/g;

/**
 * Splits a reply into text and the app paths it names (SPEC §2 Chatbot widget: the cited pages navigate in the app),
 * so '/events/12' in 'See /events/12.' becomes a link. Only paths of pages the app has are linked; a trailing slash
 * stays text, as does anything that only looks like a path ('/unknown', 'and/or').
 * @param text the reply's text
 * @param known whether a path is a page of the app (default: a built route of core `routes.ts`)
 * @returns the parts in order; joined, their texts and paths are the reply unchanged
 */
export function replyParts(text: string, known: (path: string) => boolean = isBuiltPath): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(PATH)) {
    const lead = match[1] ?? '';
    let path = match[2] ?? '';
    while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    if (!isAppPath(path) || !known(path)) continue;
    const start = (match.index ?? 0) + lead.length;
    if (start > rest) parts.push({ kind: 'text', text: text.slice(rest, start) });
    parts.push({ kind: 'path', path });
    rest = start + path.length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}
