import { CLUB_LINKS } from '@esdc/core/constants';
import { paths } from '@esdc/core/routes';
import { LifeBuoy, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { IconLabel } from '../../../components/icon-label';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <IconLabel as="h2" icon={icon} className="text-lg font-bold">
        {title}
      </IconLabel>
      <div className="mt-2 flex flex-col gap-3 text-muted">{children}</div>
    </section>
  );
}

/**
 * The footer cards of /docs (SPEC §2 Documentation): 'Need Help?' (the club's events and members, both real pages) and
 * 'Contributing' (how to suggest an edit; admins get Edit for the article shown).
 * @param onEdit shown as 'Edit this article' when given (admins)
 */
export function DocsFooterCards({ onEdit }: { onEdit?: () => void }) {
  const link = 'font-semibold text-accent-text underline-offset-2 hover:underline';
  return (
    <div className="mt-12 grid gap-4 md:grid-cols-2">
      <Card icon={<LifeBuoy className="size-5" />} title="Need Help?">
        <p>
          Stuck on a step? Bring your board to one of our{' '}
          <Link to={paths.events} className={link}>
            workshops and meetups
          </Link>
          , or find a member who has built something similar in the{' '}
          <Link to={paths.users} className={link}>
            community directory
          </Link>
          .
        </p>
      </Card>
      <Card icon={<PenLine className="size-5" />} title="Contributing">
        <p>
          Found a mistake or want an article on something new? Start a thread in the club&apos;s{' '}
          <a href={CLUB_LINKS.discussions} className={link} target="_blank" rel="noreferrer">
            discussions
          </a>{' '}
          with what to change, and an admin will update the page.
        </p>
        {onEdit ? (
          <div>
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <PenLine className="size-4" aria-hidden="true" />
              Edit this article
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
