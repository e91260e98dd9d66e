import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * The chatroom's markdown-lite (docs/requirements.md §2 Chatroom; SPEC §5 Chat): bold, italic, inline code, code
 * blocks and links, nothing else. The same libraries as lib/markdown.ts (markdown-it, then sanitize-html), with
 * markdown-it's 'zero' preset and only those rules turned on, and an allow-list of just their tags, so headings,
 * images, lists, quotes, tables and raw HTML never become markup.
 */

const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, typographer: false });
md.enable(['emphasis', 'backticks', 'fence', 'link', 'linkify', 'newline', 'escape', 'entity']);
// Every URL is written as a link and judged by the allow-list below (a refused link keeps its text).
md.validateLink = () => true;

/** http and https only (attribute values arrive decoded): `javascript:`, `data:`, `mailto:` and relative links are refused. */
const LINK_URL = /^\s*https?:\/\//i;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'code', 'pre', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedClasses: { code: [/^language-[\w+-]+$/] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A kept link opens in a new tab and passes nothing on; one without an http(s) URL keeps only its text.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: LINK_URL.test(attribs.href ?? '') ? { href: attribs.href!, rel: 'noopener noreferrer nofollow', target: '_blank' } : {},
    }),
  },
};

/**
 * Renders a chat message's text (at most 1000 characters: the schema bounds it) to sanitised HTML: `**bold**`,
 * `*italic*`, `` `code` ``, fenced code blocks, links (http and https only, `rel="noopener noreferrer nofollow"`,
 * `target="_blank"`) and line breaks. Raw HTML is shown as text; headings, images and every other markup stay text.
 * @param text the message as written
 * @returns HTML safe to insert into the page
 */
export function renderChatMarkdown(text: string): string {
  return sanitizeHtml(md.render(text), SANITIZE).trim();
}
