import type { ChatbotSourceKind } from '@esdc/core/chatbot';
import type { SearchResultType } from '@esdc/core/search';
import type { SearchCategory } from '@esdc/core/search';
import { searchSubject } from './site-search.ts';
import { fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * The assistant's fallback retrieval (SPEC §7 Chatbot): what the site search finds for the question's subject words,
 * as the asker may see it, answered with titles and paths and a short plain-text excerpt.
 */

/** Results cited at most. */
const CITED_MAX = 3;
/** Longest excerpt quoted from a result, in characters. */
const EXCERPT_MAX = 160;

/** The kind of page each search result type is. */
const KIND_OF: Readonly<Record<SearchResultType, ChatbotSourceKind>> = {
  user: 'member',
  product: 'product',
  blog: 'post',
  project: 'project',
  course: 'course',
  event: 'event',
  doc: 'doc',
  resource: 'resource',
};

/** The label of each kind in a fact. */
const LABEL_OF: Readonly<Record<SearchResultType, string>> = {
  user: 'Member',
  product: 'Product',
  blog: 'Blog post',
  project: 'Project',
  course: 'Course',
  event: 'Event',
  doc: 'Documentation',
  resource: 'Resource',
};

/** Anything shaped like an email address (a reply never quotes one from content). */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/** A snippet cut to {@link EXCERPT_MAX} characters on a word, emails removed. */
function excerpt(text: string): string {
  const clean = text.replace(EMAIL, '[email hidden]').replace(/\s+/g, ' ').trim();
  if (clean.length <= EXCERPT_MAX) return clean;
  const cut = clean.slice(0, EXCERPT_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_MAX / 2))}…`;
}

/**
 * Pages the site search finds for the subject words.
 * @param subject the question's subject words
 * @param category 'all', or one kind ('resources' for "which resources about X")
 * @returns up to three pages, or null when nothing matches
 */
export async function lookupAnswer(tc: ToolContext, subject: readonly string[], category: SearchCategory = 'all'): Promise<ToolAnswer | null> {
  const results = (await searchSubject(tc, subject, category)).slice(0, CITED_MAX);
  if (results.length === 0) return null;
  return {
    intro: 'Here is what I found on the site:',
    facts: results.map((r) => {
      const about = excerpt(r.snippet.text);
      return fact(`${r.title} (${LABEL_OF[r.type]})${about ? ` — ${about}` : ''}`, { title: r.title, path: r.url, kind: KIND_OF[r.type] });
    }),
  };
}
