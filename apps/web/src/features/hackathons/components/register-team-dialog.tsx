import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import { paths } from '@esdc/core/routes';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField } from '../../../components/form-field';
import { LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useHackathon, useRegisterTeam } from '../api/hackathons';

function RegisterForm({ id, onDone }: { id: number; onDone: () => void }) {
  const hackathon = useHackathon(id);
  const register = useRegisterTeam();
  const [teamId, setTeamId] = useState('');
  const [track, setTrack] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const h = hackathon.data;
  if (!h) return <LoadingState message="Loading your teams..." />;
  const teams = h.viewer.teams_led;
  if (teams.length === 0)
    return (
      <p className="text-sm text-muted">
        Only a team lead can register a team.{' '}
        <Link to={paths.teams} className="font-semibold text-accent-text underline">
          Create a team
        </Link>{' '}
        or ask your team lead to register it.
      </p>
    );
  const chosenTeam = teamId || String(teams[0]!.id);
  const chosenTrack = track || h.tracks[0] || '';
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    try {
      const { message } = await register.mutateAsync({ id, teamId: Number(chosenTeam), track: chosenTrack });
      void notify(message ?? HACKATHON_MESSAGES.registered, 'success');
      onDone();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to register the team. Please try again.');
    }
  };
  return (
    <DialogForm
      onSubmit={(e) => void onSubmit(e)}
      busy={register.isPending}
      serverError={serverError}
      submitLabel="Register Team"
      busyLabel="Registering..."
      onCancel={onDone}
      columns={1}
    >
      <SelectField
        id="register-team"
        label="Team"
        value={chosenTeam}
        onChange={(e) => setTeamId(e.target.value)}
        hint={`Teams of ${h.team_size_min}–${h.team_size_max} members.`}
      >
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({t.size} {t.size === 1 ? 'member' : 'members'})
          </option>
        ))}
      </SelectField>
      <SelectField id="register-track" label="Track" value={chosenTrack} onChange={(e) => setTrack(e.target.value)}>
        {h.tracks.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}

/** 'Register Now' on a hackathon (SPEC §2 Hackathons, Teams): the viewer picks one of the teams they lead and a track. */
export function RegisterTeamDialog({ id, title, open, onOpenChange }: { id: number; title: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Register a team for ${title}`} description="Your team's members are notified.">
      {open ? <RegisterForm id={id} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
