import { paths } from '@esdc/core/routes';
import { CalendarDays, Layers, Trophy, Users } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { IconDetail } from '../../../components/icon-detail';
import { CardLink, ListCard } from '../../../components/list-card';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatCount } from '../../../lib/format';
import { useFilterParams } from '../../../lib/use-filter-params';
import { formatDateTime, useMemberTimeZone } from '../../events/public';
import { useHackathons } from '../api/hackathons';
import { RegisterAction } from '../components/register-action';

const PAGE_SIZE = 12;

/**
 * /hackathons (SPEC §2 Hackathons): the published hackathon events, the latest first, as cards with the dates in the
 * member's time zone, the tracks, the number of teams and 'Register Now' (the team dialog) while registration is open.
 */
export default function HackathonsPage() {
  const { params, pageTo } = useFilterParams(['page']);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useHackathons(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const zone = useMemberTimeZone();
  let body;
  if (list.isError) body = <ErrorState title="Could not load the hackathons" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading hackathons..." />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyState icon={<Trophy className="size-10" />} title="No hackathons yet" description="Hackathons appear here once the organisers publish them." />
    );
  else
    body = (
      <PagedList query={list} page={list.data} pageSize={PAGE_SIZE} noun="hackathon" onOffsetChange={pageTo(PAGE_SIZE)}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.items.map((h) => (
            <li key={h.id}>
              <ListCard>
                <div className="flex flex-wrap gap-2">
                  <Badge tone={h.status === 'completed' ? 'neutral' : 'accent'}>
                    {h.status === 'completed' ? 'Completed' : h.status === 'ongoing' ? 'Under way' : 'Upcoming'}
                  </Badge>
                  {h.results_published ? <Badge tone="success">Results out</Badge> : null}
                </div>
                <h2 className="text-lg font-bold break-words">
                  <CardLink to={paths.hackathon(h.id)}>{h.title}</CardLink>
                </h2>
                <ul className="flex flex-col gap-1.5 text-sm text-muted">
                  <IconDetail icon={CalendarDays} label="Dates">
                    {formatDateTime(h.start_date, zone)} – {formatDateTime(h.end_date, zone)}
                  </IconDetail>
                  <IconDetail icon={Layers} label="Tracks">
                    {h.tracks.length > 0 ? h.tracks.join(', ') : 'Tracks to be announced'}
                  </IconDetail>
                  <IconDetail icon={Users} label="Teams">
                    {formatCount(h.team_count, 'team')} registered
                  </IconDetail>
                </ul>
                <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
                  <RegisterAction id={h.id} title={h.title} open={h.registration_open} size="sm" />
                </div>
              </ListCard>
            </li>
          ))}
        </ul>
      </PagedList>
    );
  return (
    <Page
      title="Hackathons"
      heading="Hackathons"
      intro="Build something in a weekend with your team: pick a track, submit before the deadline and let the judges score it."
    >
      {body}
    </Page>
  );
}
