import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { TeamMember } from './team-data';
import { MemberTeams, TeamMemberFullProfile } from './team-member-full-profile';

/**
 * The team member modals (SPEC §2 Landing team cards and profile modals): first the quick 'Team Member' modal
 * (avatar, name, role, short bio, their teams, See Full Profile), then the full profile modal in the same dialog. Both close
 * on Escape, an overlay click or the close button, and lock page scrolling (components/dialog.tsx).
 * Loaded lazily by the team section, so none of this is in the landing page's first download.
 */
export default function TeamMemberModals({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const [full, setFull] = useState(false);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (full) {
    return (
      <Dialog open onOpenChange={onOpenChange} title={member.name} description={member.role} size="lg">
        <TeamMemberFullProfile member={member} onClose={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange} title="Team Member" size="sm">
      <div className="flex flex-col items-center gap-3 pb-2 text-center">
        <Avatar name={member.name} src={member.avatar_url} size={88} />
        <div>
          <p className="text-xl font-bold">{member.name}</p>
          <p className="font-mono text-sm text-muted">@{member.username}</p>
        </div>
        <p className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-text">{member.role}</p>
        {member.bio ? <p className="text-sm text-fg">{member.bio}</p> : null}
        <MemberTeams member={member} onNavigate={onClose} />
        <Button onClick={() => setFull(true)} className="mt-2 w-full">
          See Full Profile
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </Dialog>
  );
}
