import { paths } from '@esdc/core/routes';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@esdc/core/team';
import { ArrowLeft, Check, LogOut, Pencil, SearchX, Trash2, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { notifyOutcome } from '../../../lib/toast';
import { useTeam } from '../api/get-team';
import { useDeleteTeam, useRemoveMember } from '../api/save-team';
import { useAnswerInvitation } from '../api/team-invitations';
import { TeamAvatar } from '../components/team-avatar';
import { LazyTeamFormDialog } from '../components/lazy-dialogs';
import { TeamMembersSection } from '../components/team-members-section';
import { TeamProjectsSection } from '../components/team-projects-section';
import { LinkedDiscussions } from '../../forum/public';
import { TeamBoardsSection } from '../../planning/public';

function BackLink() {
  const location = useLocation();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  return (
    <Link to={backTo?.startsWith(paths.teams) ? backTo : paths.teams} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Teams
    </Link>
  );
}

/**
 * /teams/{id} (docs/requirements.md §2 Teams): the header (avatar, name, focus area, description, the reader's
 * role), the reader's pending invitation with Accept and Decline, the members with the lead's actions (Invite, Make
 * lead, Remove), Leave for members, Edit and Delete (confirmed) for whoever runs the team, and the projects. Further
 * sections (the planning board, discussions) are appended after the projects.
 */
export default function TeamPage() {
  const teamId = Number(useParams().id);
  const team = useTeam(teamId);
  const can = useCan();
  const { user } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteTeam();
  const leave = useRemoveMember();
  const answer = useAnswerInvitation();
  const [editing, setEditing] = useState(false);
  const t = team.data;

  const deletion = useConfirm<true>(() => ({
    title: 'Delete this team?',
    message: 'The team, its memberships and invitations are deleted. Its projects stay. This cannot be undone.',
    confirmLabel: 'Delete team',
    danger: true,
    onConfirm: () =>
      remove.mutate(
        teamId,
        notifyOutcome(
          TEAM_MESSAGES.deleted,
          (e) => e.message,
          () => void navigate(paths.teams, { replace: true }),
        ),
      ),
  }));
  const leaving = useConfirm<true>(() => ({
    title: 'Leave this team?',
    message: 'You can join again if the lead invites you.',
    confirmLabel: 'Leave team',
    danger: true,
    onConfirm: () =>
      user &&
      leave.mutate(
        { teamId, userId: user.id },
        notifyOutcome(TEAM_MESSAGES.left, (e) => e.message),
      ),
  }));

  const status = team.error instanceof ApiError ? team.error.status : null;
  if (status === 404 || !Number.isInteger(teamId) || teamId <= 0) {
    return (
      <NotFoundPage
        icon={SearchX}
        title={TEAM_MESSAGES.teamNotFound}
        message="This team may have been deleted, or the link is wrong."
        action={<ButtonLink to={paths.teams}>Back to Teams</ButtonLink>}
      />
    );
  }
  if (!t) return <PendingPage title="Teams" back={<BackLink />} query={team} errorTitle="Failed to load the team" loadingMessage="Loading team..." />;

  const manages = (t.viewer_role === 'lead' && can('team:create')) || can('team:manage');
  return (
    <Page title={t.name}>
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <BackLink />
        <header className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:flex-row sm:items-start sm:p-6">
          <TeamAvatar team={t} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="accent">{t.focus_area}</Badge>
              {t.viewer_role ? (
                <Badge tone="success">{t.viewer_role === 'lead' ? 'You lead this team' : `You are a ${TEAM_ROLE_LABELS.member.toLowerCase()}`}</Badge>
              ) : null}
            </div>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{t.name}</h1>
            {t.description ? <p className="mt-2 max-w-3xl whitespace-pre-line text-muted">{t.description}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {manages ? (
              <>
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => deletion.ask(true)} className="text-danger">
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </>
            ) : null}
            {t.viewer_role === 'member' ? (
              <Button variant="secondary" size="sm" onClick={() => leaving.ask(true)}>
                <LogOut className="size-4" aria-hidden="true" />
                Leave
              </Button>
            ) : null}
          </div>
        </header>
        {t.viewer_invitation_id !== null ? (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-accent bg-accent-soft p-4">
            <p className="min-w-0 flex-1 text-sm font-semibold text-accent-text">You are invited to join this team.</p>
            <Button
              size="sm"
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate(
                  { id: t.viewer_invitation_id ?? 0, accept: true },
                  notifyOutcome(TEAM_MESSAGES.accepted, (e) => e.message),
                )
              }
            >
              <Check className="size-4" aria-hidden="true" />
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate(
                  { id: t.viewer_invitation_id ?? 0, accept: false },
                  notifyOutcome(TEAM_MESSAGES.declined, (e) => e.message),
                )
              }
            >
              <X className="size-4" aria-hidden="true" />
              Decline
            </Button>
          </div>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <TeamMembersSection team={t} manages={manages} />
          <TeamProjectsSection team={t} manages={manages} />
        </div>
        <TeamBoardsSection teamId={t.id} isMember={t.viewer_role !== null} />
        <LinkedDiscussions kind="team" id={t.id} title={t.name} />
      </div>
      {deletion.dialog}
      {leaving.dialog}
      {editing ? (
        <Suspense fallback={null}>
          <LazyTeamFormDialog open onOpenChange={setEditing} team={t} />
        </Suspense>
      ) : null}
    </Page>
  );
}
