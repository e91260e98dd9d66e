import { PLANNING_MESSAGES } from '@esdc/core/planning';
import { boardCreateSchema, type Board } from '@esdc/core/planning-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateBoard } from '../api/create-board';
import { useMyProjects, useMyTeams } from '../api/list-my-owners';
import { useViewerId } from '../api/viewer';
import { SharePicker, type PickedMember } from './share-picker';

/** The form's values: core's name and description, and the owner as the select's value ('me', 'team:3', 'project:8'). */
const formSchema = z.object({
  name: boardCreateSchema.shape.name,
  description: boardCreateSchema.shape.description,
  owner: z.string().regex(/^(me|team:\d+|project:\d+)$/, 'Choose who owns the board'),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function NewBoardForm({ onCreated, onCancel }: { onCreated: (board: Board) => void; onCancel: () => void }) {
  const create = useCreateBoard();
  const viewer = useViewerId();
  const teams = useMyTeams(true);
  const projects = useMyProjects(true);
  const [members, setMembers] = useState<PickedMember[]>([]);
  const { field, trySubmit, serverError, formState, watch } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', description: '', owner: 'me' },
  });
  const owner = watch('owner');
  const onSubmit = trySubmit(async ({ name, description, owner: chosen }) => {
    const [kind, id] = chosen.split(':');
    const { board, message } = await create.mutateAsync({
      input: { name, description, ...(kind === 'team' ? { team_id: Number(id) } : {}), ...(kind === 'project' ? { project_id: Number(id) } : {}) },
      memberIds: kind === 'me' ? members.map((m) => m.id) : [],
    });
    void notify(message ?? PLANNING_MESSAGES.boardCreated, 'success');
    onCreated(board);
  }, 'Failed to create the board. Please try again.');
  const teamList = teams.data ?? [];
  const projectList = projects.data ?? [];
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Create Board"
      busyLabel="Creating..."
      onCancel={onCancel}
      columns={1}
    >
      <TextField id="board-name" label="Name" autoComplete="off" {...field('name')} />
      <TextAreaField id="board-description" label="Description" rows={3} {...field('description')} />
      <SelectField
        id="board-owner"
        label="Owner"
        hint={
          owner === 'me'
            ? 'Your own board: you and the members you share it with can see it.'
            : owner.startsWith('team:')
              ? "The team's members can see it and edit its tasks."
              : "The project's owner and contributors can see it and edit its tasks."
        }
        {...field('owner')}
      >
        <option value="me">Me</option>
        {teamList.length > 0 ? (
          <optgroup label="My teams">
            {teamList.map((t) => (
              <option key={t.id} value={`team:${t.id}`}>
                {t.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {projectList.length > 0 ? (
          <optgroup label="My projects">
            {projectList.map((p) => (
              <option key={p.id} value={`project:${p.id}`}>
                {p.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
      {owner === 'me' ? <SharePicker id="board-members" value={members} onChange={setMembers} selfId={viewer} /> : null}
    </DialogForm>
  );
}

/**
 * 'New Board' (SPEC §2 Planning; active members, 'board:create') in a dialog: name, description, and who owns it: the
 * member ('Me', shared with the members they pick), one of their teams (`GET /api/teams?mine=true`; none offered when
 * the club has no teams area) or one of their projects; validated by core's schema with its messages under the fields.
 * @param onCreated the created board (the page opens it)
 */
export function NewBoardDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (board: Board) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={PLANNING_MESSAGES.newBoard}>
      {open ? (
        <NewBoardForm
          onCancel={() => onOpenChange(false)}
          onCreated={(board) => {
            onOpenChange(false);
            onCreated(board);
          }}
        />
      ) : null}
    </Dialog>
  );
}
