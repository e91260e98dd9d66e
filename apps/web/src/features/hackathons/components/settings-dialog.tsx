import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import { hackathonSettingsSchema, type Hackathon } from '@esdc/core/hackathon-schemas';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextAreaField, TextField, WholeNumberField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { fromDateTimeLocal, toDateTimeLocal } from '../../events/public';
import { useSaveHackathonSettings } from '../api/hackathons';

type Fields = { tracks: string; rubric: string; min: string; max: string; deadline: string; points: string; judging: boolean };

/** Rubric lines 'Criterion: max' → [{criterion, max}]. */
function rubricOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(':');
      return at < 0 ? { criterion: line, max: Number.NaN } : { criterion: line.slice(0, at).trim(), max: Number(line.slice(at + 1).trim()) };
    });
}

function SettingsForm({ h, onDone }: { h: Hackathon; onDone: () => void }) {
  const save = useSaveHackathonSettings();
  const [f, setF] = useState<Fields>({
    tracks: h.tracks.join('\n'),
    rubric: h.rubric.map((c) => `${c.criterion}: ${c.max}`).join('\n'),
    min: String(h.team_size_min),
    max: String(h.team_size_max),
    deadline: h.deadline_set ? toDateTimeLocal(h.submission_deadline) : '',
    points: String(h.winner_points),
    judging: h.judging_open,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => setF((x) => ({ ...x, [name]: e.target.value }));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      tracks: f.tracks
        .split('\n')
        .map((t) => t.trim())
        .filter(Boolean),
      rubric: rubricOf(f.rubric),
      team_size_min: Number(f.min),
      team_size_max: Number(f.max),
      submission_deadline: f.deadline ? (fromDateTimeLocal(f.deadline) ?? f.deadline) : null,
      judging_open: f.judging,
      winner_points: Number(f.points),
    };
    const parsed = hackathonSettingsSchema.safeParse(input);
    if (!parsed.success) return setServerError(parsed.error.issues[0]!.message);
    setServerError(null);
    try {
      const { message } = await save.mutateAsync({ id: h.id, settings: input });
      void notify(message ?? HACKATHON_MESSAGES.updated, 'success');
      onDone();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to save. Please try again.');
    }
  };
  return (
    <DialogForm
      onSubmit={(e) => void onSubmit(e)}
      busy={save.isPending}
      serverError={serverError}
      submitLabel="Save"
      busyLabel="Saving..."
      onCancel={onDone}
      columns={2}
    >
      <TextAreaField id="setup-tracks" label="Tracks" rows={3} value={f.tracks} onChange={set('tracks')} hint="One track a line." className="sm:col-span-2" />
      <TextAreaField
        id="setup-rubric"
        label="Rubric"
        rows={4}
        value={f.rubric}
        onChange={set('rubric')}
        hint="One criterion a line, with its maximum: 'Working demo: 10'."
        className="sm:col-span-2"
      />
      <WholeNumberField id="setup-min" label="Smallest team" value={f.min} onChange={set('min')} />
      <WholeNumberField id="setup-max" label="Largest team" value={f.max} onChange={set('max')} />
      <TextField
        id="setup-deadline"
        label="Submission deadline"
        type="datetime-local"
        value={f.deadline}
        onChange={set('deadline')}
        hint="Empty: the end of the event."
      />
      <WholeNumberField id="setup-points" label="Winner points" value={f.points} onChange={set('points')} hint="Each member of a track's winning team." />
      <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" checked={f.judging} onChange={(e) => setF((x) => ({ ...x, judging: e.target.checked }))} className="size-4" />
        Judging open
      </label>
    </DialogForm>
  );
}

/** The organiser's set-up of a hackathon (SPEC §2 Hackathons, Set-up), checked by the core schema the server uses. */
export function SettingsDialog({ h, open, onOpenChange }: { h: Hackathon; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Set up the hackathon" description="Tracks, rubric, team sizes, deadline and judging.">
      {open ? <SettingsForm h={h} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
