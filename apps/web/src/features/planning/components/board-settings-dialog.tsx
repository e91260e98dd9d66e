import { PLANNING_MESSAGES } from '@esdc/core/planning';
import { boardCreateSchema, type Board } from '@esdc/core/planning-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateBoard } from '../api/save-board';
import { SharePicker, type PickedMember } from './share-picker';

/** The form's values: core's name and description rules. */
const formSchema = z.object({ name: boardCreateSchema.shape.name, description: boardCreateSchema.shape.description });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function BoardSettingsForm({ board, onDone }: { board: Board; onDone: () => void }) {
  const update = useUpdateBoard();
  const ownBoard = board.owner.kind === 'member';
  const [members, setMembers] = useState<PickedMember[]>(() =>
    ownBoard ? board.members.filter((m) => m.id !== board.owner.id).map((m) => ({ id: m.id, name: m.name, detail: `@${m.username}` })) : [],
  );
  const { field, trySubmit, serverError, formState } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: board.name, description: board.description },
  });
  const onSubmit = trySubmit(async ({ name, description }) => {
    const { message } = await update.mutateAsync({
      id: board.id,
      changes: { name, description, ...(ownBoard ? { member_ids: members.map((m) => m.id) } : {}) },
    });
    void notify(message ?? PLANNING_MESSAGES.boardUpdated, 'success');
    onDone();
  }, 'Failed to save the board. Please try again.');
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Save"
      busyLabel="Saving..."
      onCancel={onDone}
      columns={1}
    >
      <TextField id="board-settings-name" label="Name" autoComplete="off" {...field('name')} />
      <TextAreaField id="board-settings-description" label="Description" rows={3} {...field('description')} />
      {ownBoard ? (
        <SharePicker id="board-settings-members" value={members} onChange={setMembers} selfId={board.owner.id} />
      ) : (
        <p className="text-sm text-muted">
          {board.owner.kind === 'team' ? "The team's members" : "The project's owner and contributors"} can see this board and edit its tasks.
        </p>
      )}
    </DialogForm>
  );
}

/**
 * 'Edit board' (SPEC §2 Planning; the board's managers): its name and description, and for a member's own board the
 * members it is shared with (a team's or a project's board is seen by their people); validated by core's schema.
 * @param board the open board
 */
export function BoardSettingsDialog({ board, open, onOpenChange }: { board: Board; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit board">
      {open ? <BoardSettingsForm board={board} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
