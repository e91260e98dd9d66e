import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';

/**
 * A member's name linking to their profile, /users/{username} (SPEC §2 Community Members): its hit area stretches
 * over the whole card or row it is in (the nearest positioned ancestor), with the focus ring drawn around it.
 * @param overlayClassName the stretched area's shape and ring (a card's rounded corners, a row's inset ring)
 */
export function MemberProfileLink({ username, name, overlayClassName }: { username: string; name: string; overlayClassName: string }) {
  return (
    <Link
      to={paths.userProfile(username)}
      className={`rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:text-accent-text focus-visible:after:ring-2 focus-visible:after:ring-accent ${overlayClassName}`}
    >
      {name}
    </Link>
  );
}
