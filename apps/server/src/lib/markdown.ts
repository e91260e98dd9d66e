import { Marked, type TokensList } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * Markdown for member-visible texts written by admins (challenge descriptions; issue "Games, challenges and
 * the leaderboard" §2: "description (markdown, sanitised)"). Rendered with marked (GitHub-flavoured), then
 * sanitised with an allow-list, so the HTML is safe to insert into a page as it is.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Absolute URLs only: relative and protocol-relative ones are refused (attribute values arrive decoded). */
const LINK_URL = /^\s*(?:https?:\/\/|mailto:)/i;
const IMAGE_URL = /^\s*https:\/\//i;

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'del',
  's',
  'sub',
  'sup',
  'kbd',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  // marked marks fenced code with its language (`language-c`), for highlighting in the page.
  allowedClasses: { code: [/^language-[\w+-]+$/] },
  // Links: http(s) and mailto only; images: https only. Relative URLs are refused too.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A link without an allowed absolute URL keeps its text but loses every attribute (a plain `<a>` goes
    // nowhere); every kept link gets `rel`. (Renaming the tag instead trips sanitize-html's closing-tag tracking.)
    a: (tagName, attribs) => ({ tagName, attribs: LINK_URL.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer nofollow' } : {} }),
    // An image not served over https is dropped (with `exclusiveFilter`).
    img: (tagName, attribs) => (IMAGE_URL.test(attribs.src ?? '') ? { tagName, attribs } : { tagName, attribs: {} }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Renders markdown to sanitised HTML: headings, paragraphs, lists, code and pre, blockquotes, tables,
 * emphasis, links (http, https and mailto only, always `rel="noopener noreferrer nofollow"`) and images
 * (https only). Scripts, styles, iframes, event handlers, `javascript:` and other URLs are removed.
 * @param source the markdown (raw HTML inside it goes through the same allow-list)
 * @returns HTML safe to insert into a page
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

/**
 * The tokens of a markdown text, from the same parser and options {@link renderMarkdown} uses (marked, GitHub-flavoured),
 * for readings of the text other than HTML (the plain-text excerpt of ./markdown-excerpt.ts).
 * @param source the markdown
 * @returns marked's block tokens, each with its inline tokens
 */
export function markdownTokens(source: string): TokensList {
  return marked.lexer(source);
}
