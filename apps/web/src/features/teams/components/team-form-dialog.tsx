import { imageVariant, type Image } from '@esdc/core/image';
import { TEAM_FOCUS_AREAS, TEAM_MESSAGES, type TeamFocusArea, teamPath } from '@esdc/core/team';
import { teamCreateSchema, type Team } from '@esdc/core/team-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useSaveTeam } from '../api/save-team';
import { TeamAvatar } from './team-avatar';

/** The form's values: the core schema's fields, the focus area as the select's string ('' until one is chosen). */
const formSchema = teamCreateSchema.extend({
  focus_area: z.string().refine((v): v is TeamFocusArea => (TEAM_FOCUS_AREAS as readonly string[]).includes(v), 'Choose a focus area'),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function TeamForm({ team, onDone }: { team?: Team; onDone: () => void }) {
  const save = useSaveTeam();
  const navigate = useNavigate();
  const { field, trySubmit, serverError, formState, setValue, watch, setServerError } = useServerForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: team?.name ?? '', description: team?.description ?? '', focus_area: team?.focus_area ?? '', avatar: team?.avatar ?? null },
  });
  // An avatar uploaded in this dialog; its card-sized picture's path becomes the team's avatar when saved.
  const [uploaded, setUploaded] = useState<Image[]>([]);
  const avatar = watch('avatar') ?? null;
  const focus = watch('focus_area');
  const setAvatar = (images: Image[]) => {
    setUploaded(images);
    const image = images[0];
    setValue('avatar', image ? (imageVariant(image, 'card')?.webp ?? null) : (team?.avatar ?? null), { shouldDirty: true });
    setServerError(null);
  };
  const onSubmit = trySubmit(
    async (values) => {
      const { team: saved, message } = await save.mutateAsync({ id: team?.id, body: { ...values, focus_area: values.focus_area as TeamFocusArea } });
      void notify(message ?? (team ? TEAM_MESSAGES.updated : TEAM_MESSAGES.created), 'success');
      onDone();
      if (!team) void navigate(teamPath(saved.id));
    },
    team ? 'Failed to save the team. Please try again.' : 'Failed to create the team. Please try again.',
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel={team ? 'Save' : 'Create Team'}
      busyLabel={team ? 'Saving...' : 'Creating...'}
      onCancel={onDone}
      columns={1}
    >
      <TextField id="team-name" label="Name" autoComplete="off" {...field('name')} />
      <TextAreaField id="team-description" label="Description" rows={4} {...field('description')} />
      <SelectField id="team-focus" label="Focus area" {...field('focus_area')}>
        <option value="">Choose a focus area</option>
        {TEAM_FOCUS_AREAS.map((area) => (
          <option key={area} value={area}>
            {area}
          </option>
        ))}
      </SelectField>
      <div className="flex items-start gap-4">
        <div className="mt-7">
          <TeamAvatar
            team={{ avatar, focus_area: (TEAM_FOCUS_AREAS as readonly string[]).includes(focus) ? (focus as TeamFocusArea) : 'Hardware' }}
            size="lg"
          />
        </div>
        <div className="min-w-0 flex-1">
          <ImageUpload id="team-avatar" label="Avatar" hint="Optional. Without one, the focus area's icon is shown." value={uploaded} onChange={setAvatar} />
          {avatar ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-2"
              onClick={() => {
                setUploaded([]);
                setValue('avatar', null, { shouldDirty: true });
              }}
            >
              Remove avatar
            </Button>
          ) : null}
        </div>
      </div>
    </DialogForm>
  );
}

/**
 * 'Create Team' or 'Edit Team' (docs/requirements.md §2 Teams) in a dialog: name, description, focus area and an
 * optional uploaded avatar, validated by core's `teamCreateSchema`; a created team opens.
 * @param team the team edited (absent: a new team)
 */
export function TeamFormDialog({ open, onOpenChange, team }: { open: boolean; onOpenChange: (open: boolean) => void; team?: Team }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={team ? 'Edit Team' : 'Create Team'}>
      {open ? <TeamForm team={team} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
