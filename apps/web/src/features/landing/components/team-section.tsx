import { lazy, Suspense, useRef, useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { IconTile } from '../../../components/icon-tile';
import { SectionHeading } from './section-heading';
import { TEAMS, type TeamMember } from './team-data';
import { PageContainer } from '../../../components/page-container';

/** The member modals are fetched only when a member is first hovered, focused or clicked (landing bundle budget). */
const loadModals = () => import('./team-member-modals');
const TeamMemberModals = lazy(loadModals);
const preload = () => void loadModals();

/**
 * "Our Team" with the AI Assistant, Hardware and Web teams (SPEC §1; §2 Landing team cards and profile modals):
 * each member opens the quick Team Member modal, whose See Full Profile opens the full profile modal.
 */
export function TeamSection() {
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (member: TeamMember, button: HTMLButtonElement) => {
    opener.current = button;
    setSelected(member);
  };
  // The dialog has no Radix trigger, so focus goes back to the member's button by hand.
  const close = () => {
    setSelected(null);
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <section id="team" tabIndex={-1} aria-labelledby="team-title" className="scroll-mt-24 outline-none">
      <PageContainer className="py-20">
        <SectionHeading id="team-title" eyebrow="The people" title="Our Team">
          Three teams keep the club running. Every member can join one.
        </SectionHeading>
        <ul className="grid gap-5 md:grid-cols-3">
          {TEAMS.map(({ name, description, icon: Icon, members }) => (
            <li key={name} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]">
              <div className="flex items-center gap-3">
                <IconTile icon={Icon} size="feature" />
                <h3 className="text-lg font-bold">{name}</h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted">{description}</p>
              <ul className="mt-5 space-y-1 border-t border-line pt-4" aria-label={`${name} team members`}>
                {members.map((member) => (
                  <li key={member.username}>
                    <button
                      type="button"
                      onClick={(e) => open(member, e.currentTarget)}
                      onPointerEnter={preload}
                      onFocus={preload}
                      aria-haspopup="dialog"
                      className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-1.5 text-left transition hover:bg-surface-2"
                    >
                      <span aria-hidden="true">
                        <Avatar name={member.name} size={36} />
                      </span>
                      <span className="min-w-0">
                        <span className="block text-sm font-semibold">{member.name}</span>
                        <span className="block text-xs text-muted">{member.role}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageContainer>
      {selected ? (
        <Suspense fallback={null}>
          <TeamMemberModals member={selected} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
