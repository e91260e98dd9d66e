import { FORUM_CATEGORY_DESCRIPTION_MAX, FORUM_CATEGORY_NAME_MAX } from '@esdc/core/forum';
import { forumCategoryCreateSchema, type ForumCategory, type ForumCategoryCreate, type ForumCategoryCreateInput } from '@esdc/core/forum-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextField } from '../../../components/form-field';
import { useSaveForumCategory } from '../api/save-forum-category';

/** Fields the server may name in a refusal. */
const CATEGORY_FIELDS = ['name', 'description', 'qa'] as const;

function CategoryForm({ category, onDone }: { category: ForumCategory | null; onDone: () => void }) {
  const save = useSaveForumCategory();
  const { field, register, submit, send, serverError, formState } = useAdminForm<ForumCategoryCreateInput, ForumCategoryCreate>({
    resolver: zodResolver(forumCategoryCreateSchema),
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '', qa: category?.qa ?? false },
    fields: CATEGORY_FIELDS,
    onDone,
  });
  const prefix = category ? `edit-forum-category-${category.id}` : 'new-forum-category';
  const onSubmit = submit((body) =>
    send(() => save.mutateAsync({ id: category?.id, body }), {
      success: category ? 'Category updated' : 'Category created',
      failure: category ? 'Failed to update category' : 'Failed to create category',
    }),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={category ? 'Save Category' : 'Add Category'}
      busyLabel="Saving..."
      onCancel={onDone}
      columns={1}
    >
      <TextField id={`${prefix}-name`} label="Category name" autoComplete="off" hint={`At most ${FORUM_CATEGORY_NAME_MAX} characters`} {...field('name')} />
      <TextField
        id={`${prefix}-description`}
        label="Description"
        autoComplete="off"
        hint={`One line, at most ${FORUM_CATEGORY_DESCRIPTION_MAX} characters`}
        {...field('description')}
      />
      <label htmlFor={`${prefix}-qa`} className="flex items-start gap-2 text-sm">
        <input id={`${prefix}-qa`} type="checkbox" className="mt-0.5 size-4 accent-[var(--color-accent)]" {...register('qa')} />
        <span>
          <span className="font-semibold">Q&amp;A category</span>
          <span className="block text-muted">The asker or a moderator marks one reply as the answer.</span>
        </span>
      </label>
    </DialogForm>
  );
}

/**
 * Adds a forum category, or renames, describes and marks one Q&A (SPEC §2 Forum Moderation; admins,
 * 'forum:manage-categories'), in a dialog validated by core's `forumCategoryCreateSchema` ('A category with this name
 * already exists' from the server).
 * @param category the category to edit, or null to add one
 */
export function ForumCategoryDialog({
  open,
  category,
  onOpenChange,
}: {
  open: boolean;
  category: ForumCategory | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={category ? `Edit category ${category.name}` : 'Add Category'}>
      {open ? <CategoryForm key={category?.id ?? 'new'} category={category} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
