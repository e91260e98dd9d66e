import { Building2, Globe, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberProfile } from '../../../lib/members-api';
import { SectionCard } from '../../../components/section-card';
import { WebsiteLink } from '../../../components/website-link';

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
        <Icon className="absolute left-0 top-0.5 size-4 text-muted" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words text-fg">{children}</dd>
    </div>
  );
}

const NOT_SET = <span className="text-muted">Not set</span>;

/** Location, company and website of a profile, each 'Not set' when empty (SPEC §2 Rich profile card fields). */
export function MemberAbout({ member }: { member: Pick<MemberProfile, 'location' | 'company' | 'blog'> }) {
  return (
    <SectionCard title="About">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Row icon={MapPin} label="Location">
          {member.location || NOT_SET}
        </Row>
        <Row icon={Building2} label="Company">
          {member.company || NOT_SET}
        </Row>
        <Row icon={Globe} label="Website">
          {member.blog ? <WebsiteLink url={member.blog} /> : NOT_SET}
        </Row>
      </dl>
    </SectionCard>
  );
}
