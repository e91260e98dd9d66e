import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { MarkdownPreview } from '../../../components/markdown-preview';
import { GuideCard } from './guide-article';

/**
 * The repository's markdown documentation (README.md and docs/), bundled at build time as separate lazy chunks: a
 * document's text is downloaded only when the reader opens it.
 */
const DOC_LOADERS = import.meta.glob<string>(['../../../../../../README.md', '../../../../../../docs/*.md', '../../../../../../docs/decisions/*.md'], {
  query: '?raw',
  import: 'default',
});

/** One document of the repository: its path from the repository root, a title, and how to load its text. */
interface RepositoryDoc {
  path: string;
  title: string;
  load: () => Promise<string>;
}

/** 'docs/decisions/011-event-capacity-and-waitlist.md' → 'Decision 011: Event capacity and waitlist'. */
function titleOf(path: string): string {
  const file = path.split('/').pop()!.replace(/\.md$/, '');
  if (file === 'README') return 'README: what the product is, start and test';
  const decision = /^(\d{3})-(.+)$/.exec(file);
  const words = (decision ? decision[2]! : file).replace(/-/g, ' ');
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return decision ? `Decision ${decision[1]}: ${sentence}` : sentence;
}

/** The documents in reading order: README, the guides, then the decision records by number. */
const REPOSITORY_DOCS: readonly RepositoryDoc[] = Object.entries(DOC_LOADERS)
  .map(([key, load]) => {
    const path = key.replace(/^(\.\.\/)+/, '');
    return { path, title: titleOf(path), load };
  })
  .sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));

/** README first, then docs/*.md, then the decisions. */
function rank(path: string): number {
  if (path === 'README.md') return 0;
  return path.startsWith('docs/decisions/') ? 2 : 1;
}

/** Anchor and title of the generated documentation section. */
export const DOCS_SECTION = { id: 'markdown-docs', title: 'Markdown documentation' } as const;

/** The searchable text of the documentation section: the documents' paths and titles. */
export function docsText(): string {
  return REPOSITORY_DOCS.map((doc) => `${doc.path} ${doc.title}`).join('\n');
}

/** One document as a disclosure: closed, it shows the title and path; opened, it loads and renders the markdown. */
function DocDisclosure({ doc }: { doc: RepositoryDoc }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setOpen((was) => !was);
    if (text === null)
      doc.load().then(setText, () => {
        setFailed(true);
      });
  };
  const panelId = `doc-${doc.path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li className="rounded-xl border border-line">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <span>
            <span className="block font-semibold">{doc.title}</span>
            <span className="block font-mono text-xs text-muted">{doc.path}</span>
          </span>
          <ChevronDown className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="border-t border-line px-4 py-4">
          {failed ? <p className="text-danger">This document could not be loaded. Check your connection and open it again.</p> : null}
          {!failed && text === null ? <p className="text-sm text-muted">Loading document...</p> : null}
          {text !== null ? <MarkdownPreview markdown={text} headingOffset={3} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The markdown documentation of the platform (SPEC §2 Build guide "markdown documentation"): the repository's README,
 * architecture, contributing and security guides and its decision records, readable in the app and always the ones
 * this build was made from.
 */
export function DocsSection() {
  return (
    <GuideCard id={DOCS_SECTION.id} title={DOCS_SECTION.title}>
      <p className="leading-relaxed text-muted">
        The documentation lives as markdown beside the code, so it changes with it. These are the documents of the version running here; open one to read it.
      </p>
      <ul className="flex flex-col gap-2">
        {REPOSITORY_DOCS.map((doc) => (
          <DocDisclosure key={doc.path} doc={doc} />
        ))}
      </ul>
    </GuideCard>
  );
}
