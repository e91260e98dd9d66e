import type { UserSearchResult } from '@esdc/core/user';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { CancelSubmit, FormActions } from '../../../components/form-actions';
import { MemberPickField } from '../../../components/member-pick-field';
import { notify } from '../../../lib/toast';
import { useInviteMember } from '../api/team-invitations';

function InviteForm({ teamId, onDone }: { teamId: number; onDone: () => void }) {
  const invite = useInviteMember();
  const [picked, setPicked] = useState<UserSearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!picked) {
      setMissing(true);
      return;
    }
    try {
      const { message } = await invite.mutateAsync({ teamId, userId: picked.id });
      void notify(message ?? 'Invitation sent', 'success');
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to send the invitation. Please try again.');
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-busy={invite.isPending}>
      <div className="empty:hidden">
        <FormAlert message={error} />
      </div>
      <MemberPickField
        id="team-invitee"
        label="Member"
        hint="Search members by name or email, then pick one from the list."
        error={missing && !picked ? 'Choose a member to invite' : undefined}
        picked={picked ? { name: picked.name, detail: picked.email } : null}
        changeLabel={(name) => `Change member (${name})`}
        onPick={(user) => {
          setPicked(user);
          setError(null);
        }}
        onClear={() => setPicked(null)}
      />
      <FormActions>
        <CancelSubmit onCancel={onDone} busy={invite.isPending} submitLabel="Send Invitation" busyLabel="Sending..." />
      </FormActions>
    </form>
  );
}

/**
 * 'Invite' (the team's lead or an admin; docs/requirements.md §2 Teams): pick a member with the member search, send
 * the invitation; the server's refusal ('This member is already in the team') shows above the field.
 */
export function InviteDialog({ open, onOpenChange, teamId }: { open: boolean; onOpenChange: (open: boolean) => void; teamId: number }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Invite a Member" size="sm">
      {open ? <InviteForm teamId={teamId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
