import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_CATEGORIES, readTimeMinutes } from '@esdc/core/blog';
import { useState, type MouseEvent } from 'react';
import { Button } from '../../../components/button';
import { MarkdownField } from '../../../components/markdown-field';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ImageUploadField } from '../../../components/image-upload-field';
import { SelectOptions } from '../../../components/select-options';
import { useServerForm } from '../../../lib/use-server-form';
import { readTimeLabel } from '../lib/post-display';
import { postFormSchema, type PostFormOutput, type PostFormValues } from './post-form-schema';
import { EditorForm } from '../../../components/editor-form';

/** What the author asked for: keep the post as a draft, or publish it. */
export type PostSaveIntent = 'draft' | 'publish';

/**
 * The post editor, for writing and editing: title, markdown content with a Preview tab (rendered as
 * readers will see it) and the read time it makes, excerpt, category, tags, an uploaded cover or a cover URL.
 * Validated by core's schema through react-hook-form; the server's refusal shows above the buttons. 'Save draft'
 * and 'Publish' (or 'Save changes' / 'Move to drafts' for a published post).
 * @param published whether the post is published now (edit)
 * @param onSubmit sends the body with the author's intent; rejects with the server's error
 */
export function PostForm({
  initial,
  published,
  onSubmit,
  onCancel,
}: {
  initial: PostFormValues;
  published: boolean;
  onSubmit: (body: PostFormOutput, intent: PostSaveIntent) => Promise<void>;
  onCancel: () => void;
}) {
  const { control, field, edited, trySubmit, serverError, formState, watch } = useServerForm<PostFormValues, PostFormOutput>({
    resolver: zodResolver(postFormSchema()),
    defaultValues: initial,
  });
  // Which button was pressed, for its 'Saving...' label (the handlers themselves are bound to their intent).
  const [intent, setIntent] = useState<PostSaveIntent>('draft');
  const save = (which: PostSaveIntent) => trySubmit((body) => onSubmit(body, which), 'Failed to save the post. Please try again.');
  const press = (which: PostSaveIntent) => (event: MouseEvent) => {
    setIntent(which);
    void save(which)(event);
  };
  const busy = formState.isSubmitting;
  const content = watch('content');

  return (
    <EditorForm
      onSubmit={(event) => {
        // Enter in a field keeps the post as it is: a draft stays a draft, a published post stays published.
        const which: PostSaveIntent = published ? 'publish' : 'draft';
        setIntent(which);
        void save(which)(event);
      }}
      busy={busy}
      serverError={serverError}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" disabled={busy} onClick={press('draft')}>
            {busy && intent === 'draft' ? 'Saving...' : published ? 'Move to drafts' : 'Save draft'}
          </Button>
          <Button disabled={busy} onClick={press('publish')}>
            {busy && intent === 'publish' ? 'Saving...' : published ? 'Save changes' : 'Publish'}
          </Button>
        </>
      }
    >
      <div className="sm:col-span-2">
        <TextField id="post-title" label="Title" autoComplete="off" {...field('title')} />
      </div>
      <div className="sm:col-span-2">
        <MarkdownField
          id="post-content"
          label="Content"
          rows={18}
          hint="Markdown: headings, lists, links, `inline code`, fenced code blocks and tables. Readers see it rendered and sanitised."
          markdown={content}
          previewTestId="post-preview"
          aside={
            <p className="text-sm text-muted" aria-live="polite">
              {readTimeLabel(readTimeMinutes(content))}
            </p>
          }
          {...field('content')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id="post-excerpt"
          label="Excerpt"
          rows={2}
          hint="A line or two for the cards and search. Leave empty to use the start of the post."
          {...field('excerpt')}
        />
      </div>
      <SelectField id="post-category" label="Category" {...field('category')}>
        <SelectOptions options={BLOG_CATEGORIES} />
      </SelectField>
      <TextField id="post-tags" label="Tags" placeholder="esp32, freertos" hint="Comma separated, at most 8" autoComplete="off" {...field('tags')} />
      <div className="sm:col-span-2">
        <ImageUploadField
          control={control}
          name="covers"
          id="post-cover"
          label="Cover image"
          hint="JPEG, PNG, WebP, AVIF or GIF. An uploaded cover is shown before the cover URL."
          onEdit={edited}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id="post-cover-url"
          label="Cover image URL"
          inputMode="url"
          placeholder="https://"
          hint="Or link an image hosted elsewhere."
          {...field('cover_url')}
        />
      </div>
    </EditorForm>
  );
}
