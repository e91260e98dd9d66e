import { ROADMAP_DESCRIPTION_MAX, ROADMAP_PHASE_LABELS, ROADMAP_PHASES, ROADMAP_TITLE_MAX } from '@esdc/core/roadmap';
import { roadmapItemCreateSchema, type RoadmapItem, type RoadmapItemCreate, type RoadmapItemCreateInput } from '@esdc/core/roadmap-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';
import { useSaveRoadmapItem } from '../api/save-roadmap-item';

/** Fields the server may name in a refusal. */
const ITEM_FIELDS = ['title', 'description', 'phase', 'quarter'] as const;
const PHASE_OPTIONS = ROADMAP_PHASES.map((phase) => ({ value: phase, label: ROADMAP_PHASE_LABELS[phase] }));

function ItemForm({ item, onDone }: { item: RoadmapItem | null; onDone: () => void }) {
  const save = useSaveRoadmapItem();
  const { field, submit, send, serverError, formState } = useAdminForm<RoadmapItemCreateInput, RoadmapItemCreate>({
    resolver: zodResolver(roadmapItemCreateSchema),
    defaultValues: { title: item?.title ?? '', description: item?.description ?? '', phase: item?.phase ?? 'planned', quarter: item?.quarter ?? '' },
    fields: ITEM_FIELDS,
    onDone,
  });
  const prefix = item ? `edit-roadmap-item-${item.id}` : 'new-roadmap-item';
  const onSubmit = submit((body) =>
    send(() => save.mutateAsync({ id: item?.id, body }), {
      success: item ? 'Roadmap item saved' : 'Roadmap item added',
      failure: item ? 'Failed to save the item' : 'Failed to add the item',
    }),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={item ? 'Save Item' : 'Add Item'}
      busyLabel="Saving..."
      onCancel={onDone}
      columns={1}
    >
      <TextField id={`${prefix}-title`} label="Title" autoComplete="off" hint={`One line, at most ${ROADMAP_TITLE_MAX} characters`} {...field('title')} />
      <TextAreaField
        id={`${prefix}-description`}
        label="Description"
        rows={4}
        hint={`Plain text, at most ${ROADMAP_DESCRIPTION_MAX} characters`}
        {...field('description')}
      />
      <SelectField id={`${prefix}-phase`} label="Phase" hint={item ? 'Moving it to another phase notifies its voters.' : undefined} {...field('phase')}>
        <SelectOptions options={PHASE_OPTIONS} />
      </SelectField>
      <TextField id={`${prefix}-quarter`} label="Quarter" autoComplete="off" placeholder="Q1 2026" hint="Optional, such as Q1 2026" {...field('quarter')} />
    </DialogForm>
  );
}

/**
 * Adds a roadmap item, or edits one's title, description, phase and quarter (docs/requirements.md §2 Roadmap; admins,
 * 'roadmap:manage'), in a dialog validated by core's `roadmapItemCreateSchema`.
 * @param item the item to edit, or null to add one
 */
export function RoadmapItemDialog({ open, item, onOpenChange }: { open: boolean; item: RoadmapItem | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={item ? `Edit ${item.title}` : 'Add Roadmap Item'}>
      {open ? <ItemForm key={item?.id ?? 'new'} item={item} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
