import type { IntegrationsOverview } from '@esdc/core/integration';
import { paths } from '@esdc/core/routes';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { SectionCard } from '../../../components/section-card';
import { IntegrationState } from './integration-state';

/** The Email card (SPEC §2 Integrations): the member's address, whether it is verified, and their notification preferences. */
export function EmailCard({ email }: { email: IntegrationsOverview['email'] }) {
  return (
    <SectionCard title="Email" action={<IntegrationState connected={email.verified} />}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all">{email.address}</span>
          {email.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
        </p>
        {email.verified ? null : <p className="text-muted">Verify your address from My Profile to get notification emails.</p>}
        <Link to={`${paths.notifications}#preferences`} className="inline-flex items-center gap-2 font-semibold text-accent-text hover:underline">
          <Bell className="size-4" aria-hidden="true" />
          Notification preferences
        </Link>
      </div>
    </SectionCard>
  );
}
