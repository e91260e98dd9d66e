import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, CalendarClock, CalendarDays, MapPin, SearchX, Trophy, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { IconDetail } from '../../../components/icon-detail';
import { MarkdownContent } from '../../../components/markdown-content';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { SectionCard } from '../../../components/section-card';
import { EmptyState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifyOutcome } from '../../../lib/toast';
import { formatDateTime, useMemberTimeZone } from '../../events/public';
import { useHackathon, useHackathonSubmissions, usePublishResults, useWithdrawTeam } from '../api/hackathons';
import { JudgesPanel } from '../components/judges-panel';
import { JudgingPanel } from '../components/judging-panel';
import { RegisterAction } from '../components/register-action';
import { ResultsPanel } from '../components/results-panel';
import { SettingsDialog } from '../components/settings-dialog';
import { SubmissionForm } from '../components/submission-form';

const TAB_LABELS = { overview: 'Overview', teams: 'Teams', submit: 'Submit', judging: 'Judging', results: 'Results' } as const;
type Tab = keyof typeof TAB_LABELS;
const TAB_CLASS =
  'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg sm:px-4';

/** The Submit tab: the team's submission form, or how to take part. */
function SubmitTab({ id, entryTeamId, open }: { id: number; entryTeamId: number | null; open: boolean }) {
  const submissions = useHackathonSubmissions(id, entryTeamId !== null);
  if (entryTeamId === null)
    return <EmptyState title="Your team is not registered" description="Register a team on the Overview tab; its members then submit here." />;
  if (!submissions.data) return <LoadingState message="Loading your submission..." />;
  const mine = submissions.data.find((s) => s.team.id === entryTeamId) ?? null;
  return <SubmissionForm key={mine?.id ?? 'new'} id={id} teamId={entryTeamId} existing={mine} open={open} />;
}

/**
 * /hackathons/{id} (SPEC §2 Hackathons): tabs Overview (the event, tracks, rubric, deadline, 'Register Now'; the
 * organiser's set-up and 'Publish Results'; the admins' judges), Teams ('Withdraw Team' on the teams the viewer may
 * withdraw, after a confirmation), Submit (the viewer's team), Judging (judges only) and Results. An unknown hackathon shows 'Hackathon not found'.
 */
export default function HackathonPage() {
  const id = Number(useParams().id);
  const query = useHackathon(id);
  const zone = useMemberTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const [settings, setSettings] = useState(false);
  const publish = usePublishResults();
  const confirmPublish = useConfirm<true>(() => ({
    title: 'Publish the results?',
    message: "Judging closes, the ranking per track becomes public and each winning team's members earn the winner points.",
    confirmLabel: 'Publish Results',
    onConfirm: () => publish.mutate(id, notifyOutcome(HACKATHON_MESSAGES.published, 'Failed to publish the results')),
  }));
  const withdraw = useWithdrawTeam();
  const confirmWithdraw = useConfirm<{ id: number; name: string }>((team) => ({
    title: `Withdraw ${team?.name ?? 'the team'}?`,
    message:
      'The team leaves this hackathon, its submission (if any) is deleted and its members are notified. Its lead can register it again while registration is open.',
    confirmLabel: 'Withdraw Team',
    danger: true,
    onConfirm: () => team && withdraw.mutate({ id, teamId: team.id }, notifyOutcome(HACKATHON_MESSAGES.withdrawn, 'Failed to withdraw the team')),
  }));

  const status = query.error instanceof ApiError ? query.error.status : null;
  if (status === 404 || !Number.isInteger(id) || id <= 0)
    return (
      <NotFoundPage
        icon={SearchX}
        title={HACKATHON_MESSAGES.notFound}
        message="This hackathon may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.hackathons}>Back to Hackathons</ButtonLink>}
      />
    );
  const back = (
    <Link to={paths.hackathons} className={`${buttonClass('ghost', 'sm')} -ml-3 mb-2 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Hackathons
    </Link>
  );
  const h = query.data;
  if (!h) return <PendingPage title="Hackathons" back={back} query={query} errorTitle="Failed to load the hackathon" loadingMessage="Loading hackathon..." />;

  const entry = h.entries.find((e) => e.id === h.viewer.entry_id) ?? null;
  const tabs: Tab[] = ['overview', 'teams', 'submit', ...(h.viewer.is_judge ? (['judging'] as const) : []), 'results'];
  const asked = searchParams.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'overview';
  const resultsVisible = h.results_published_at !== null || h.viewer.can_manage;

  return (
    <Page
      title={h.title}
      heading={h.title}
      intro={
        <span className="flex flex-wrap gap-2">
          <Badge tone="accent">Hackathon</Badge>
          {h.judging_open ? <Badge tone="warning">Judging open</Badge> : null}
          {h.results_published_at ? <Badge tone="success">Results published</Badge> : null}
        </span>
      }
      actions={
        <>
          {entry ? null : <RegisterAction id={h.id} title={h.title} open={h.registration_open} />}
          {h.viewer.can_manage ? (
            <>
              <Button variant="secondary" onClick={() => setSettings(true)}>
                Set Up
              </Button>
              {h.results_published_at === null ? (
                <Button variant="secondary" onClick={() => confirmPublish.ask(true)}>
                  Publish Results
                </Button>
              ) : null}
            </>
          ) : null}
        </>
      }
    >
      {back}
      {h.viewer.can_manage ? <SettingsDialog h={h} open={settings} onOpenChange={setSettings} /> : null}
      {confirmPublish.dialog}
      {confirmWithdraw.dialog}
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
        className="mt-4 flex flex-col gap-6"
      >
        <Tabs.List
          aria-label="Hackathon"
          className="flex max-w-full gap-1 self-start overflow-x-auto rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
        >
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="flex flex-col gap-6">
          <SectionCard title="About">
            <ul className="mb-4 flex flex-col gap-1.5 text-sm text-muted">
              <IconDetail icon={CalendarDays} label="Dates">
                {formatDateTime(h.start_date, zone)} – {formatDateTime(h.end_date, zone)}
              </IconDetail>
              {h.location ? (
                <IconDetail icon={MapPin} label="Location">
                  {h.location}
                </IconDetail>
              ) : null}
              <IconDetail icon={CalendarClock} label="Submission deadline">
                Submissions close {formatDateTime(h.submission_deadline, zone)}
              </IconDetail>
              <IconDetail icon={Users} label="Team size">
                Teams of {h.team_size_min}–{h.team_size_max} members
              </IconDetail>
              {h.winner_points > 0 ? (
                <IconDetail icon={Trophy} label="Prize">
                  {formatCount(h.winner_points, 'point')} for each member of a track's winning team
                </IconDetail>
              ) : null}
            </ul>
            <MarkdownContent html={h.description_html} />
            <p className="mt-4 text-sm">
              <Link to={`${paths.events}/${h.id}`} className="font-semibold text-accent-text underline">
                Event page: your seat, calendar and check-in
              </Link>
            </p>
          </SectionCard>
          <div className="grid gap-6 md:grid-cols-2">
            <SectionCard title="Tracks">
              {h.tracks.length === 0 ? <p className="text-sm text-muted">Tracks to be announced.</p> : null}
              <ul className="flex flex-wrap gap-2">
                {h.tracks.map((t) => (
                  <li key={t}>
                    <Badge>{t}</Badge>
                  </li>
                ))}
              </ul>
            </SectionCard>
            <SectionCard title="Rubric">
              {h.rubric.length === 0 ? <p className="text-sm text-muted">The rubric is not set yet.</p> : null}
              <ul className="flex flex-col gap-1 text-sm">
                {h.rubric.map((c) => (
                  <li key={c.criterion} className="flex justify-between gap-3">
                    <span>{c.criterion}</span>
                    <span className="tabular-nums text-muted">0–{c.max}</span>
                  </li>
                ))}
              </ul>
            </SectionCard>
          </div>
          {h.viewer.can_appoint_judges ? <JudgesPanel h={h} /> : null}
        </Tabs.Content>
        <Tabs.Content value="teams" className="flex flex-col gap-4">
          {h.entries.length === 0 ? (
            <EmptyState icon={<Users className="size-10" />} title="No teams yet" description="Registered teams are listed here." />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {h.entries.map((e) => (
                <li key={e.id}>
                  <SectionCard title={e.team.name}>
                    <p className="mb-2 flex flex-wrap gap-2">
                      <Badge>{e.track}</Badge>
                      {e.submission_id !== null ? <Badge tone="success">Submitted</Badge> : null}
                    </p>
                    <p className="text-sm text-muted">{e.members.map((m) => m.name).join(', ')}</p>
                    {h.viewer.withdrawable_team_ids.includes(e.team.id) ? (
                      <Button variant="secondary" size="sm" className="mt-3" onClick={() => confirmWithdraw.ask(e.team)}>
                        Withdraw Team
                      </Button>
                    ) : null}
                  </SectionCard>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="submit">
          {tab === 'submit' ? <SubmitTab id={h.id} entryTeamId={entry?.team.id ?? null} open={h.submissions_open} /> : null}
        </Tabs.Content>
        {h.viewer.is_judge ? (
          <Tabs.Content value="judging">{tab === 'judging' ? <JudgingPanel id={h.id} rubric={h.rubric} judgingOpen={h.judging_open} /> : null}</Tabs.Content>
        ) : null}
        <Tabs.Content value="results">{tab === 'results' ? <ResultsPanel id={h.id} visible={resultsVisible} /> : null}</Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
