import { CHAT_MESSAGES } from '@esdc/core/chat';
import type { ChatAuthor } from '@esdc/core/chat-schemas';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { CancelSubmit, FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useMuteChatMember } from '../api/mute-chat-member';

/** The lengths a moderator chooses from, in minutes (at most 7 days). */
const MUTE_CHOICES = [
  { minutes: 10, label: '10 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 1440, label: '1 day' },
  { minutes: 10080, label: '7 days' },
] as const;

/**
 * Mutes a member in the chatroom (SPEC §5 Chat; moderators and admins, 'chat:moderate'): how long, from 10 minutes to 7
 * days; 'Member muted' on success (the server's message), the server's refusal in the dialog otherwise.
 * @param member the author to mute, or null while closed
 */
export function MuteDialog({ member, onClose }: { member: ChatAuthor | null; onClose: () => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()} title={member ? `Mute ${member.name}` : 'Mute'} size="sm">
      {member ? <MuteForm member={member} onClose={onClose} /> : null}
    </Dialog>
  );
}

function MuteForm({ member, onClose }: { member: ChatAuthor; onClose: () => void }) {
  const [minutes, setMinutes] = useState<number>(MUTE_CHOICES[0].minutes);
  const [error, setError] = useState<string | null>(null);
  const mute = useMuteChatMember();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await mute.mutateAsync({ user_id: member.id, minutes });
      void notify(result.message ?? CHAT_MESSAGES.memberMuted, 'success');
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not mute the member. Please try again.');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-busy={mute.isPending}>
      <p className="text-sm text-muted">They can read every room but cannot post until the time is up.</p>
      <FormAlert message={error} />
      <SelectField id="chat-mute-minutes" label="Mute for" value={String(minutes)} onChange={(e) => setMinutes(Number(e.target.value))}>
        {MUTE_CHOICES.map((c) => (
          <option key={c.minutes} value={c.minutes}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <FormActions>
        <CancelSubmit onCancel={onClose} busy={mute.isPending} submitLabel="Mute" busyLabel="Muting..." destructive />
      </FormActions>
    </form>
  );
}
