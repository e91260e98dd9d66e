import { Tabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { TextAreaField } from './form-field';
import { MarkdownPreview } from './markdown-preview';

const TAB_CLASS =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/** The hint under a markdown field unless the form gives its own. */
const MARKDOWN_HINT = 'Markdown is supported: headings, lists, links, `inline code`, code blocks and tables.';

/**
 * A markdown text field with Write and Preview tabs (the event, product and blog editors): the textarea stays mounted
 * while the preview shows, so the form keeps its value, focus order and errors; the preview renders the current text as
 * the page will show it (components/markdown-preview).
 * @param markdown the field's current value, for the preview (react-hook-form's `watch`)
 * @param aside shown beside the tabs (e.g. the blog editor's read time)
 * @param previewTestId a test id for the preview panel
 * The other props go to the textarea field (`id`, `label`, `rows`, `hint`, and the form's registration).
 */
export function MarkdownField({
  markdown,
  aside,
  previewTestId,
  hint = MARKDOWN_HINT,
  className = '',
  ...textarea
}: ComponentProps<typeof TextAreaField> & { markdown: string; aside?: ReactNode; previewTestId?: string }) {
  return (
    <Tabs.Root defaultValue="write" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs.List aria-label="Write or preview" className="flex gap-1 rounded-xl border border-line bg-surface-2 p-1">
          <Tabs.Trigger value="write" className={TAB_CLASS}>
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={TAB_CLASS}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>
        {aside}
      </div>
      <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
        <TextAreaField spellCheck hint={hint} className={`font-mono text-sm leading-relaxed ${className}`} {...textarea} />
      </Tabs.Content>
      <Tabs.Content value="preview" className="min-h-40 rounded-xl border border-line p-4" data-testid={previewTestId}>
        <MarkdownPreview markdown={markdown} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
