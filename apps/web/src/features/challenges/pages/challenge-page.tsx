import { paths } from '@esdc/core/routes';
import { Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useChallenge } from '../api/get-challenge';
import { AnswerPanel } from '../components/answer-panel';
import { BackToChallenges } from '../components/back-to-challenges';
import { ChallengeDescription } from '../components/challenge-description';
import { ChallengeHeader } from '../components/challenge-header';
import { ChallengeHints } from '../components/challenge-hints';
import { ButtonLink } from '../../../components/button-link';
import { LinkedDiscussions } from '../../forum/public';

/** A centred notice with a title, text and actions (not found, sign-in needed). */
function Notice({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
      <div className="text-muted" aria-hidden="true">
        {icon}
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/**
 * /challenges/{id} (SPEC §2 Challenges: a challenge page with the answer form): 'Back to Challenges', the title and its
 * category, difficulty, points and solves, the description (sanitised markdown as prose), hints one at a time and
 * the answer panel. A missing or hidden challenge shows 'Challenge not found'; a members-only challenge asks a
 * visitor to sign in (401); other failures show the error with Try Again.
 */
export default function ChallengePage() {
  const params = useParams();
  const location = useLocation();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const challenge = useChallenge(id);
  const status = challenge.error instanceof ApiError ? challenge.error.status : null;

  if (!valid || status === 404) {
    return (
      <Page title="Challenge not found">
        <Notice icon={<SearchX className="size-10" />} title="Challenge not found" text="This challenge may have been removed, or the link is wrong.">
          <ButtonLink to={paths.challenges}>Back to Challenges</ButtonLink>
        </Notice>
      </Page>
    );
  }
  if (status === 401) {
    return (
      <Page title="Sign in to view this challenge">
        <Notice icon={<Lock className="size-10" />} title="Members only" text={challenge.error?.message || 'Please sign in to view this challenge'}>
          <ButtonLink to={paths.login} state={{ from: location.pathname }}>
            Sign In
          </ButtonLink>
          <ButtonLink to={paths.challenges} variant="secondary">
            Back to Challenges
          </ButtonLink>
        </Notice>
      </Page>
    );
  }
  if (challenge.isError || challenge.isPending) {
    return (
      <Page title="Challenge">
        <div className="flex flex-col gap-4">
          <BackToChallenges />
          {challenge.isError ? (
            <ErrorState title="Failed to load the challenge" message={challenge.error.message} onRetry={() => void challenge.refetch()} />
          ) : (
            <LoadingState message="Loading challenge..." />
          )}
        </div>
      </Page>
    );
  }

  const c = challenge.data;
  return (
    <Page title={c.title}>
      <div className="flex flex-col gap-6">
        <BackToChallenges />
        <ChallengeHeader challenge={c} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-8 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-7">
            <section aria-label="Challenge description">
              <ChallengeDescription html={c.description_html} />
            </section>
            {c.hints.length > 0 ? (
              <div className="border-t border-line pt-6">
                <ChallengeHints key={c.id} hints={c.hints} />
              </div>
            ) : null}
          </div>
          <div className="lg:sticky lg:top-28">
            <AnswerPanel key={c.id} challenge={c} />
          </div>
        </div>
        <LinkedDiscussions kind="challenge" id={c.id} title={c.title} />
      </div>
    </Page>
  );
}
