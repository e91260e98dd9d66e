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
  thread: 'discussion',
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
  thread: 'Forum discussion',
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

/** Words that name a kind of page rather than a subject ('a project about …'): the search category they pick. */
const KIND_WORDS: Readonly<Record<string, Exclude<SearchCategory, 'all'>>> = {
  project: 'projects',
  projects: 'projects',
  post: 'blogs',
  posts: 'blogs',
  blog: 'blogs',
  article: 'docs',
  articles: 'docs',
  doc: 'docs',
  docs: 'docs',
  documentation: 'docs',
  member: 'users',
  members: 'users',
  product: 'products',
  products: 'products',
  event: 'events',
  events: 'events',
  course: 'courses',
  courses: 'courses',
  resource: 'resources',
  resources: 'resources',
};

/**
 * The search for a question's subject: a word naming a kind of page ('a project about …') becomes the category and
 * leaves the words; the category given wins.
 * @returns the words to search and the category
 */
function searchOf(subject: readonly string[], category: SearchCategory): { words: string[]; category: SearchCategory } {
  const kind = subject.map((w) => KIND_WORDS[w]).find((c) => c !== undefined);
  const words = subject.filter((w) => KIND_WORDS[w] === undefined);
  if (!kind || words.length === 0) return { words: [...subject], category };
  return { words, category: category === 'all' ? kind : category };
}

/**
 * Pages the site search finds for the subject words.
 * @param subject the question's subject words
 * @param category 'all', or one kind ('resources' for "which resources about X")
 * @returns up to three pages, or null when nothing matches
 */
export async function lookupAnswer(tc: ToolContext, subject: readonly string[], category: SearchCategory = 'all'): Promise<ToolAnswer | null> {
  const search = searchOf(subject, category);
  let found = await searchSubject(tc, search.words, search.category);
  if (found.length === 0 && search.words.length < subject.length) found = await searchSubject(tc, subject, category);
  const results = found.slice(0, CITED_MAX);
  if (results.length === 0) return null;
  return {
    intro: 'Here is what I found on the site:',
    facts: results.map((r) => {
      const about = excerpt(r.snippet.text);
      return fact(`${r.title} (${LABEL_OF[r.type]})${about ? ` — ${about}` : ''}`, { title: r.title, path: r.url, kind: KIND_OF[r.type] });
    }),
  };
}
