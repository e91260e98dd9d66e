import { mayClaim, mayDecide, mayReopen, REVIEW_MESSAGES, REVIEW_POINTS, REVIEW_TOPIC_LABELS, type ReviewDecision } from '@esdc/core/code-review';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, Check, ExternalLink, FilePenLine, Hand, LogIn, RotateCcw, SearchX, Unlock } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { MarkdownContent } from '../../../components/markdown-content';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { useSession } from '../../../lib/session';
import { notifyOutcome } from '../../../lib/toast';
import { useReviewRequest } from '../api/get-review-request';
import { useClaimReview, useDecideReview, useReleaseReview, useReopenReview } from '../api/review-actions';
import { CommentForm } from '../components/comment-form';
import { CommentThread } from '../components/comment-thread';
import { ReviewStateBadge } from '../components/review-state-badge';

function BackLink() {
  const location = useLocation();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  return (
    <Link to={backTo?.startsWith(paths.codeReview) ? backTo : paths.codeReview} className={`${buttonClass('ghost', 'sm')} -ml-3 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Code Review
    </Link>
  );
}

/**
 * /code-review/{id} (docs/requirements.md §2 Code review): the request's title, state, requester, reviewer, link,
 * project, checklist and description; 'Claim' for a member who may review it, 'Approve' and 'Request changes' for its
 * reviewer, 'Reopen' for its requester after changes were requested, 'Release claim' (confirmed) for moderators and
 * admins while it is in review (each only to who may use it; the server checks again); the comment thread with replies, and the comment form for active members.
 */
export default function ReviewRequestPage() {
  const id = Number(useParams().id);
  const request = useReviewRequest(id);
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const timeZone = useReaderTimeZone();
  const claim = useClaimReview();
  const decide = useDecideReview();
  const reopen = useReopenReview();
  const release = useReleaseReview();
  const r = request.data;
  const releasing = useConfirm<number>(() => ({
    title: 'Release this claim?',
    message: 'The reviewer is taken off the request and it is open again for anyone to claim. This is recorded in the audit log.',
    confirmLabel: 'Release claim',
    onConfirm: () =>
      r &&
      release.mutate(
        r.id,
        notifyOutcome(REVIEW_MESSAGES.released, (e) => e.message),
      ),
  }));

  const status = request.error instanceof ApiError ? request.error.status : null;
  if (status === 404 || !Number.isInteger(id) || id <= 0) {
    return (
      <NotFoundPage
        icon={SearchX}
        title={REVIEW_MESSAGES.notFound}
        message="This review request may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.codeReview}>Back to Code Review</ButtonLink>}
      />
    );
  }
  if (!r)
    return (
      <PendingPage
        title="Code Review"
        back={<BackLink />}
        query={request}
        errorTitle="Failed to load the review request"
        loadingMessage="Loading review request..."
      />
    );

  const actor = user && can('review:review') ? { id: user.id, active: true } : null;
  const facts = { state: r.state, requesterId: r.requester?.id ?? null, reviewerId: r.reviewer?.id ?? null };
  const busy = claim.isPending || decide.isPending || reopen.isPending || release.isPending;
  const decideAs = (decision: ReviewDecision) =>
    decide.mutate(
      { id: r.id, decision },
      notifyOutcome(decision === 'approved' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.changesRequested, (e) => e.message),
    );

  return (
    <Page title={r.title}>
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <BackLink />
        <header className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <ReviewStateBadge state={r.state} />
            {r.project ? (
              <Link to={paths.project(r.project.id)} className="text-sm font-semibold text-accent-text hover:underline">
                {r.project.title}
              </Link>
            ) : null}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{r.title}</h1>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex gap-2">
              <dt className="text-muted">Requested by</dt>
              <dd className="font-semibold">{r.requester?.name ?? 'Former member'}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted">Reviewer</dt>
              <dd className="font-semibold">{r.reviewer?.name ?? 'Not claimed yet'}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted">Requested</dt>
              <dd>
                <time dateTime={r.created_at}>{formatReaderDate(r.created_at, timeZone)}</time>
              </dd>
            </div>
            {r.decided_at ? (
              <div className="flex gap-2">
                <dt className="text-muted">Decided</dt>
                <dd>
                  <time dateTime={r.decided_at}>{formatReaderDate(r.decided_at, timeZone)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          <a href={r.link} target="_blank" rel="noopener noreferrer nofollow" className={`${buttonClass('secondary', 'sm')} self-start break-all`}>
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            Open the code to review
          </a>
          <div className="flex flex-wrap gap-2">
            {mayClaim(actor, facts) ? (
              <Button
                disabled={busy}
                onClick={() =>
                  claim.mutate(
                    r.id,
                    notifyOutcome(REVIEW_MESSAGES.claimed, (e) => e.message),
                  )
                }
              >
                <Hand className="size-4" aria-hidden="true" />
                Claim
              </Button>
            ) : null}
            {mayDecide(actor, facts) ? (
              <>
                <Button disabled={busy} onClick={() => decideAs('approved')}>
                  <Check className="size-4" aria-hidden="true" />
                  Approve
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => decideAs('changes')}>
                  <FilePenLine className="size-4" aria-hidden="true" />
                  Request changes
                </Button>
              </>
            ) : null}
            {mayReopen(actor, facts) ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  reopen.mutate(
                    r.id,
                    notifyOutcome(REVIEW_MESSAGES.reopened, (e) => e.message),
                  )
                }
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                Reopen
              </Button>
            ) : null}
            {r.state === 'in_review' && can('review:moderate') && r.reviewer?.id !== user?.id ? (
              <Button variant="ghost" disabled={busy} onClick={() => releasing.ask(r.id)}>
                <Unlock className="size-4" aria-hidden="true" />
                Release claim
              </Button>
            ) : null}
          </div>
          {mayClaim(actor, facts) ? <p className="text-sm text-muted">A completed review earns the reviewer {REVIEW_POINTS} points.</p> : null}
        </header>
        <SectionCard title="Checklist">
          {r.checklist.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {r.checklist.map((topic) => (
                <li key={topic} className="rounded-full border border-line bg-surface-2 px-3 py-1 text-sm font-semibold">
                  {REVIEW_TOPIC_LABELS[topic]}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No particular topics: a general review.</p>
          )}
        </SectionCard>
        <SectionCard title="Description">
          <MarkdownContent html={r.description_html} />
        </SectionCard>
        <SectionCard title={`Comments (${r.comments.length})`}>
          <div className="flex flex-col gap-6">
            <CommentThread comments={r.comments} requestId={r.id} canComment={actor !== null} />
            {actor ? (
              <CommentForm requestId={r.id} parentId={null} />
            ) : !user ? (
              <Link to={paths.login} state={{ from: location.pathname }} className={`${buttonClass('secondary')} self-start`}>
                <LogIn className="size-4" aria-hidden="true" />
                Sign in to comment
              </Link>
            ) : null}
          </div>
        </SectionCard>
      </div>
      {releasing.dialog}
    </Page>
  );
}
