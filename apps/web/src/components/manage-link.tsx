import { paths } from '@esdc/core/routes';
import { Settings2 } from 'lucide-react';
import { ButtonLink } from './button-link';

/**
 * 'Manage' among a list page's actions (SPEC §2: Blog, Events, Challenges, Shop listing), for those who may: a ghost
 * button to the admin panel's tab of the list; screen readers hear what it manages ('Manage the blog').
 * @param tab the admin panel's tab (its ?tab= value, e.g. 'events')
 * @param what read after 'Manage' by screen readers only (e.g. 'the blog')
 */
export function ManageLink({ tab, what }: { tab: string; what: string }) {
  return (
    <ButtonLink to={`${paths.admin}?tab=${tab}`} variant="ghost" icon={Settings2}>
      Manage<span className="sr-only"> {what}</span>
    </ButtonLink>
  );
}
