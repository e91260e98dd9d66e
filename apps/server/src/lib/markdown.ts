import MarkdownIt from 'markdown-it';
import type { Options, StateCore, Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * Markdown for member-visible texts (descriptions of challenges, events and products, blog posts, docs, lessons;
 * SPEC §2: "description (markdown, sanitised)"). Rendered with markdown-it (CommonMark with GitHub's tables,
 * strike-through and autolinks), whose time grows linearly with the input and whose nesting is capped, then
 * sanitised with an allow-list, so the HTML is safe to insert into a page as it is
 * (docs/decisions/020-markdown-renderer.md).
 */

/**
 * The longest markdown source the renderer accepts, in characters: the largest maximum length of a markdown field
 * (blog post, doc and lesson contents, 60 000). Bounds the work of one render.
 */
export const MARKDOWN_SOURCE_MAX = 60_000;

/**
 * Deepest nesting of blocks (quotes, lists) and of inline markup the parser builds; deeper markup is read as text.
 * Keeps hostile input (`>` × 4000) from building thousands of levels.
 */
export const MARKDOWN_NESTING_MAX = 20;

// `maxNesting` is a markdown-it option that its type declarations do not list.
const options: Options & { maxNesting: number } = { html: true, linkify: true, typographer: false, breaks: false, maxNesting: MARKDOWN_NESTING_MAX };
const md = new MarkdownIt('default', options);
// Every URL is written as a link or image and judged by the sanitiser's allow-list below (a refused link keeps its
// text), instead of markdown-it's own list of refused schemes, which would leave `[x](javascript:…)` as raw text.
md.validateLink = () => true;
// Table cells aligned with `align` (as GitHub's renderer does) rather than a style attribute, which the allow-list drops.
md.core.ruler.push('cell_align', (state: StateCore) => {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const align = /^text-align:(left|center|right)$/.exec(token.attrGet('style') ?? '')?.[1];
    token.attrs = align ? [['align', align]] : null;
  }
});

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
  // Fenced code is marked with its language (`language-c`), for highlighting in the page.
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
 * @param source the markdown (raw HTML inside it goes through the same allow-list), at most {@link MARKDOWN_SOURCE_MAX}
 *   characters; time grows linearly with its length
 * @returns HTML safe to insert into a page
 * @throws RangeError when the source is longer than {@link MARKDOWN_SOURCE_MAX}
 */
export function renderMarkdown(source: string): string {
  const html = md.render(bounded(source));
  return sanitizeHtml(html, SANITIZE).trim();
}

/**
 * The tokens of a markdown text, from the same parser and options {@link renderMarkdown} uses (markdown-it), for
 * readings of the text other than HTML (the plain-text excerpt of ./markdown-excerpt.ts).
 * @param source the markdown, at most {@link MARKDOWN_SOURCE_MAX} characters
 * @returns markdown-it's flat list of block tokens; each `inline` token holds its inline tokens in `children`
 * @throws RangeError when the source is longer than {@link MARKDOWN_SOURCE_MAX}
 */
export function markdownTokens(source: string): Token[] {
  return md.parse(bounded(source), {});
}

/** The source, when it is within {@link MARKDOWN_SOURCE_MAX}. @throws RangeError otherwise (a schema let it through) */
function bounded(source: string): string {
  if (source.length > MARKDOWN_SOURCE_MAX) throw new RangeError(`Markdown of ${source.length} characters is over the renderer's ${MARKDOWN_SOURCE_MAX}`);
  return source;
}
