import { FORUM_LINK_KINDS, type ForumLinkKind } from '@esdc/core/forum';
import { forumThreadCreateSchema, type ForumCategory, type ForumThreadCreate } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextField, WholeNumberField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateForumThread } from '../api/create-forum-thread';
import { ForumBodyField } from './forum-body-field';

/** The form's values: the core schema's title and body; the category and the link as the selects' strings (kind '' = none). */
const formSchema = forumThreadCreateSchema
  .omit({ link: true })
  .extend({
    category_id: z.string().regex(/^[1-9]\d*$/, 'Choose a category'),
    link_kind: z.enum(['', ...FORUM_LINK_KINDS]),
    link_id: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.link_kind && !/^[1-9]\d*$/.test(value.link_id.trim()))
      ctx.addIssue({ code: 'custom', path: ['link_id'], message: 'Enter the id of the page it is about' });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const LINK_LABELS = { project: 'Project', course: 'Course', challenge: 'Challenge', event: 'Event', team: 'Team' } as const;

/** The page a discussion started from it is about (its Discussions section's 'New Discussion'). */
export interface DiscussionAbout {
  kind: ForumLinkKind;
  id: number;
  title: string;
}

function NewDiscussionForm({
  categories,
  categoryId,
  about,
  onDone,
}: {
  categories: readonly ForumCategory[];
  categoryId?: number;
  about?: DiscussionAbout;
  onDone: () => void;
}) {
  const create = useCreateForumThread();
  const navigate = useNavigate();
  const open = categories.filter((c) => !c.archived);
  const { field, trySubmit, serverError, formState, watch, setValue, getValues } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      category_id: String(categoryId ?? open[0]?.id ?? ''),
      title: '',
      body: '',
      link_kind: about?.kind ?? '',
      link_id: about ? String(about.id) : '',
    },
  });
  const onSubmit = trySubmit(async ({ link_kind, link_id, category_id, ...rest }) => {
    const input: ForumThreadCreate = { ...rest, category_id: Number(category_id), link: link_kind ? { kind: link_kind, id: Number(link_id) } : null };
    const { thread, message } = await create.mutateAsync(input);
    void notify(message ?? 'Discussion started', 'success');
    onDone();
    void navigate(paths.forumThread(thread.id));
  }, 'Failed to start the discussion. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Start Discussion"
      busyLabel="Posting..."
      onCancel={onDone}
      columns={1}
    >
      <SelectField id="forum-new-category" label="Category" {...field('category_id')}>
        {open.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField id="forum-new-title" label="Title" autoComplete="off" {...field('title')} />
      <ForumBodyField
        id="forum-new-body"
        label="Body"
        rows={8}
        markdown={watch('body')}
        onInsert={(text) => setValue('body', `${getValues('body')}${getValues('body') ? '\n\n' : ''}${text}`, { shouldValidate: false })}
        {...field('body')}
      />
      {about ? (
        <p className="text-sm">
          <span className="font-semibold">About:</span> {LINK_LABELS[about.kind]} · {about.title}
        </p>
      ) : (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">About a page (optional)</legend>
          <SelectField id="forum-new-link-kind" label="Kind" {...field('link_kind')}>
            <option value="">None</option>
            {FORUM_LINK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LINK_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <WholeNumberField id="forum-new-link-id" label="Page id" hint="The number in its address, e.g. 4 in /projects/4" {...field('link_id')} />
        </fieldset>
      )}
    </DialogForm>
  );
}

/**
 * 'New Discussion' (SPEC §2 Forum; signed-in active members, 'forum:post') in a dialog: category, title, markdown body
 * with image upload and Preview, and optionally the project, course, challenge, event or team it is about; validated by
 * core's `forumThreadCreateSchema` with its messages under the fields; a started thread opens.
 * @param categories the forum's categories (archived ones are not offered)
 * @param categoryId the category chosen first (the category page's own)
 * @param about the page the discussion is about, fixed (started from that page's Discussions section)
 */
export function NewDiscussionDialog({
  open,
  onOpenChange,
  categories,
  categoryId,
  about,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly ForumCategory[];
  categoryId?: number;
  about?: DiscussionAbout;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New Discussion" size="lg">
      {open ? <NewDiscussionForm categories={categories} categoryId={categoryId} about={about} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
