import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { GuideBlock, GuideSection } from '../content/guide-sections';
import { CodeBlock } from './code-block';

/** One block of a written section: paragraph, command, numbered steps or links. */
function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'text':
      return <p className="leading-relaxed text-muted">{block.text}</p>;
    case 'code':
      return <CodeBlock label={block.label} code={block.code} />;
    case 'steps':
      return (
        <ol className="flex flex-col gap-3">
          {block.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-line bg-surface-2/60 px-4 py-3">
              <p className="font-semibold">{item.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{item.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'links':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {block.items.map((link) => (
            <li key={link.href} className="flex flex-col gap-2 rounded-xl border border-line px-4 py-3">
              <p className="font-semibold">{link.name}</p>
              <p className="flex-1 text-sm text-muted">{link.description}</p>
              <a
                href={link.href}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
              >
                {link.action}
                <span className="sr-only"> {link.name} (opens in a new tab)</span>
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      );
  }
}

/** The searchable text of a written section: its paragraphs, step texts, link names and command labels. */
export function sectionText(section: GuideSection): string {
  return section.blocks
    .map((block) => {
      switch (block.kind) {
        case 'text':
          return block.text;
        case 'code':
          return `${block.label}\n${block.code}`;
        case 'steps':
          return block.items.map((item) => `${item.title}\n${item.text}`).join('\n');
        case 'links':
          return block.items.map((link) => `${link.name}\n${link.description}`).join('\n');
      }
    })
    .join('\n');
}

/** A written section of the build guide as an article with its anchor. */
export function GuideArticle({ section }: { section: GuideSection }) {
  return (
    <GuideCard id={section.id} title={section.title}>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </GuideCard>
  );
}

/** The card every section of the guide sits in, with its anchor and heading. */
export function GuideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-28 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}
