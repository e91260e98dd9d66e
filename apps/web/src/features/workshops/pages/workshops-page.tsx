import { paths } from '@esdc/core/routes';
import { CalendarDays, GraduationCap, MapPin, Paperclip, Users } from 'lucide-react';
import { IconDetail } from '../../../components/icon-detail';
import { CardLink, ListCard } from '../../../components/list-card';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatCount } from '../../../lib/format';
import { useFilterParams } from '../../../lib/use-filter-params';
import { formatDateTime, useMemberTimeZone } from '../../events/public';
import { useWorkshops } from '../api/workshops';
import { WorkshopRegister } from '../components/workshop-register';

const PAGE_SIZE = 12;

/**
 * /workshops (SPEC §2 Workshops): the published workshop events, the latest first, as cards with the dates in the
 * member's time zone, place, seats, materials and 'Register Now' (the events' registration) on upcoming ones.
 */
export default function WorkshopsPage() {
  const { params, pageTo } = useFilterParams(['page']);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useWorkshops(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const zone = useMemberTimeZone();
  let body;
  if (list.isError) body = <ErrorState title="Could not load the workshops" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading workshops..." />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyState icon={<GraduationCap className="size-10" />} title="No workshops yet" description="Workshops appear here once the organisers publish them." />
    );
  else
    body = (
      <PagedList query={list} page={list.data} pageSize={PAGE_SIZE} noun="workshop" onOffsetChange={pageTo(PAGE_SIZE)}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.items.map((w) => (
            <li key={w.id}>
              <ListCard>
                <h2 className="text-lg font-bold break-words">
                  <CardLink to={paths.workshop(w.id)}>{w.title}</CardLink>
                </h2>
                <ul className="flex flex-col gap-1.5 text-sm text-muted">
                  <IconDetail icon={CalendarDays} label="Starts">
                    {formatDateTime(w.start_date, zone)}
                  </IconDetail>
                  <IconDetail icon={MapPin} label="Location">
                    {w.location ?? (w.mode === 'online' ? 'Online' : 'To be announced')}
                  </IconDetail>
                  <IconDetail icon={Users} label="Seats">
                    {w.max_participants === null
                      ? `${w.registered_participants} registered`
                      : `${w.registered_participants} / ${w.max_participants} registered`}
                  </IconDetail>
                  <IconDetail icon={Paperclip} label="Materials">
                    {formatCount(w.materials_count, 'material')}
                  </IconDetail>
                </ul>
                <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
                  <WorkshopRegister w={w} size="sm" />
                </div>
              </ListCard>
            </li>
          ))}
        </ul>
      </PagedList>
    );
  return (
    <Page title="Workshops" heading="Workshops" intro="Hands-on sessions at the benches and online: register, get the materials, and tell us how it went.">
      {body}
    </Page>
  );
}
