import { paths } from '@esdc/core/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';

/**
 * Where 'Back to Challenges' leads: the filtered list the member came from (location.state.backTo, set by the
 * challenge cards) when it is a /challenges address, else /challenges.
 */
function backTarget(state: unknown): string {
  const backTo = state && typeof state === 'object' && 'backTo' in state ? (state as { backTo: unknown }).backTo : null;
  return typeof backTo === 'string' && (backTo === paths.challenges || backTo.startsWith(`${paths.challenges}?`)) ? backTo : paths.challenges;
}

/** 'Back to Challenges', a link to the list (with the filters the member left it with). */
export function BackToChallenges({ className = '' }: { className?: string }) {
  const location = useLocation();
  return (
    <Link to={backTarget(location.state)} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start ${className}`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Challenges
    </Link>
  );
}
