import type { AdminChallenge } from '@esdc/core/challenge';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';

/**
 * A challenge's title in the admin lists: a link to its public page, or plain text when it is hidden (a draft has no
 * page members can open; SPEC §2 Admin panel Challenges tab).
 * @param className the title's classes (the link adds the link colour and underline on hover)
 */
export function ChallengeTitle({ challenge, className }: { challenge: Pick<AdminChallenge, 'id' | 'title' | 'visibility'>; className: string }) {
  if (challenge.visibility === 'hidden') return <span className={className}>{challenge.title}</span>;
  return (
    <Link to={paths.challenge(challenge.id)} className={`${className} text-accent-text underline-offset-2 hover:underline`}>
      {challenge.title}
    </Link>
  );
}
