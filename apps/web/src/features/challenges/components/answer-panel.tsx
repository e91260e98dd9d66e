import type { Challenge } from '@esdc/core/challenge';
import { formatLongDate } from '@esdc/core/display';
import { paths } from '@esdc/core/routes';
import { CircleCheck, LogIn, Medal, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { useFeatures } from '../../../lib/features';
import { useSession } from '../../../lib/session';
import type { SubmissionOutcome } from '../api/submit-answer';
import { AnswerForm } from './answer-form';
import { formatPoints } from './format-points';

/**
 * The answer side of a challenge page (SPEC §2 Challenges). Signed out: 'Sign in to submit an answer' linking to /login
 * (and back here afterwards). Just answered correctly: a success panel with the server's message ('Correct! You
 * earned N points.') and the member's new points. Solved before: 'You solved this challenge on {date}' (the form
 * is not shown again, so points are awarded once and no answer is spent). Otherwise the answer form.
 */
export function AnswerPanel({ challenge }: { challenge: Challenge }) {
  const session = useSession();
  const { isEnabled } = useFeatures();
  const location = useLocation();
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const success = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) success.current?.focus();
  }, [outcome]);

  let content;
  if (session.status !== 'authenticated') {
    content = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">Members earn points for every challenge they solve.</p>
        <Link to={paths.login} state={{ from: location.pathname }} className={`${buttonClass('primary')} w-full`}>
          <LogIn className="size-4" aria-hidden="true" />
          Sign in to submit an answer
        </Link>
        <p className="text-center text-sm text-muted">
          New here?{' '}
          <Link to={paths.register} className="font-semibold text-accent-text underline-offset-2 hover:underline">
            Create an account
          </Link>
        </p>
      </div>
    );
  } else if (outcome) {
    const { result, message } = outcome;
    content = (
      <div
        ref={success}
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success-soft p-4 focus-visible:outline-2"
      >
        <p className="flex items-start gap-2 font-semibold text-success">
          <PartyPopper className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
        <p className="text-sm text-fg">
          You now have <strong className="font-mono">{formatPoints(result.points)}</strong> and {result.completed_challenges}{' '}
          {result.completed_challenges === 1 ? 'challenge' : 'challenges'} completed.
        </p>
        {isEnabled('leaderboard') ? (
          <Link to={paths.leaderboard} className={`${buttonClass('secondary', 'sm')} self-start`}>
            <Medal className="size-4" aria-hidden="true" />
            See the Leaderboard
          </Link>
        ) : null}
      </div>
    );
  } else if (challenge.solved) {
    content = (
      <div className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success-soft p-4">
        <p className="flex items-start gap-2 font-semibold text-success">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            You solved this challenge on <time dateTime={challenge.solved_at ?? undefined}>{formatLongDate(challenge.solved_at) || 'an earlier visit'}</time>.
          </span>
        </p>
        <p className="text-sm text-fg">Its {formatPoints(challenge.points)} are already on your score. Try another one!</p>
      </div>
    );
  } else {
    content = <AnswerForm challengeId={challenge.id} onCorrect={setOutcome} />;
  }

  return (
    <section
      aria-labelledby="challenge-answer-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id="challenge-answer-title" className="text-lg font-bold">
        {outcome || (challenge.solved && session.status === 'authenticated') ? 'Challenge solved' : 'Submit your answer'}
      </h2>
      {content}
    </section>
  );
}
