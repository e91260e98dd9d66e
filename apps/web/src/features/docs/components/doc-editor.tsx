import { zodResolver } from '@hookform/resolvers/zod';
import { DOC_GROUPS, type DocArticle } from '@esdc/core/docs';
import { docCreateSchema, type DocCreate } from '@esdc/core/doc-schemas';
import { fromDigits } from '@esdc/core/input';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { MarkdownPreview } from '../../../components/markdown-preview';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';

/** The editor's fields: the core schema, with the position typed as digits. */
const docFormSchema = docCreateSchema.extend({ position: fromDigits(docCreateSchema.shape.position) });
/** The editor's fields as typed (the position as digits). */
type DocFormValues = z.input<typeof docFormSchema>;

/**
 * The in-place article editor of /docs (admins): slug, group, title, position and the markdown with a
 * Write / Preview switch (the preview renders as the page will; the server renders and sanitises the saved text).
 * The same core schema as the server checks the fields before sending.
 * @param article the article edited, or null to write a new one
 * @param onSave sends the checked fields; rejects with the server's ApiError
 */
export function DocEditor({ article, onSave, onCancel }: { article: DocArticle | null; onSave: (input: DocCreate) => Promise<unknown>; onCancel: () => void }) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const form = useServerForm<DocFormValues, DocCreate>({
    resolver: zodResolver(docFormSchema),
    defaultValues: {
      slug: article?.slug ?? '',
      group: article?.group ?? 'Getting Started',
      title: article?.title ?? '',
      position: String(article?.position ?? 0),
      content: article?.content ?? '',
    },
  });
  const content = useWatch({ control: form.control, name: 'content' }) as string;
  const save = form.submit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      form.setServerError(error instanceof ApiError ? error.message : 'Could not save the article');
    }
  });
  const tabClass = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'}`;
  return (
    <section aria-label={article ? `Edit ${article.title}` : 'New article'} className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-bold">{article ? 'Edit article' : 'New article'}</h2>
      <DialogForm
        onSubmit={save}
        busy={form.formState.isSubmitting}
        serverError={form.serverError}
        submitLabel="Save"
        busyLabel="Saving..."
        onCancel={onCancel}
      >
        <TextField id="doc-title" label="Title" {...form.field('title')} />
        <TextField id="doc-slug" label="Address (slug)" hint="Lower-case words joined by hyphens: /docs/quick-start" {...form.field('slug')} />
        <SelectField id="doc-group" label="Group" {...form.field('group')}>
          {DOC_GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
        <TextField id="doc-position" label="Position in the group" inputMode="numeric" {...form.field('position')} />
        <div className="flex flex-col gap-2 sm:col-span-2">
          <div className="flex gap-2" role="group" aria-label="Editor view">
            <button type="button" className={tabClass(tab === 'write')} aria-pressed={tab === 'write'} onClick={() => setTab('write')}>
              Write
            </button>
            <button type="button" className={tabClass(tab === 'preview')} aria-pressed={tab === 'preview'} onClick={() => setTab('preview')}>
              Preview
            </button>
          </div>
          <div hidden={tab !== 'write'}>
            <TextAreaField id="doc-content" label="Content (markdown)" className="min-h-96 font-mono text-sm" {...form.field('content')} />
          </div>
          {tab === 'preview' ? (
            <div className="min-h-40 rounded-xl border border-line p-4" aria-label="Preview">
              <MarkdownPreview markdown={content ?? ''} />
            </div>
          ) : null}
        </div>
      </DialogForm>
    </section>
  );
}
