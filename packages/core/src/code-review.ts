/*
 * Code review: the texts, constants and pure rules shared by the server and the pages (docs/requirements.md §2 Code
 * review, §4 Code review; SPEC §2 Static pages /code-review). Zod-free; the requests and answers live in
 * ./code-review-schemas.ts.
 */

/**
 * The states of a review request (docs/requirements.md §4 Code review): 'open' (nobody claimed it), 'in_review'
 * (claimed by one reviewer: the "pending" counter), 'approved' (final), 'changes_requested' (the requester may reopen
 * it after updating, back to 'open').
 */
export const REVIEW_STATES = ['open', 'in_review', 'approved', 'changes_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Labels of the states, as the pages show them. */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  open: 'Open',
  in_review: 'In review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/** A reviewer's decision: approve, or request changes. */
export const REVIEW_DECISIONS = ['approved', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The state a decision moves an in-review request to. */
export const DECISION_STATE: Record<ReviewDecision, ReviewState> = { approved: 'approved', changes: 'changes_requested' };

/** The checklist topics a requester may ask the reviewer to look at, in this order. */
export const REVIEW_TOPICS = ['interrupts', 'memory', 'power', 'timing', 'safety', 'style'] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

/** Labels of the checklist topics. */
export const REVIEW_TOPIC_LABELS: Record<ReviewTopic, string> = {
  interrupts: 'Interrupts',
  memory: 'Memory',
  power: 'Power',
  timing: 'Timing',
  safety: 'Safety',
  style: 'Style',
};

/** The 'mine' filters of the list: requests I made or I review ('any'), only those I made, only those I review. */
export const REVIEW_MINE_FILTERS = ['any', 'requested', 'reviewed'] as const;
export type ReviewMineFilter = (typeof REVIEW_MINE_FILTERS)[number];

/** Points a reviewer earns for a completed review (approved or changes requested), once per request. */
export const REVIEW_POINTS = 20;

/** Limits of a request and a comment, in characters. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_LINK_MAX = 500;
export const REVIEW_DESCRIPTION_MAX = 5_000;
export const REVIEW_COMMENT_MAX = 5_000;

/** Requests and comments a member may post a minute (together); more answer 429 with Retry-After. */
export const REVIEW_WRITES_PER_MINUTE = 10;

/** Requests per page of the list, and the largest page served. */
export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_PAGE_MAX = 50;

/** Messages of code review (docs/requirements.md §2 Code review; SPEC §8's style). */
export const REVIEW_MESSAGES = {
  notFound: 'Review request not found',
  commentNotFound: 'Comment not found',
  notActive: 'Only active members may take part in code reviews',
  signInForMine: 'Sign in to see your review requests',
  projectNotYours: 'You can only link a project you own or contribute to',
  ownRequest: 'You cannot review your own request',
  alreadyClaimed: 'This review request has already been claimed',
  notOpen: 'Only an open review request can be claimed',
  notReviewer: 'Only the reviewer who claimed this request can decide',
  notInReview: 'This review request is not under review',
  notRequester: 'Only the member who requested this review can reopen it',
  notChangesRequested: 'Only a review request with changes requested can be reopened',
  created: 'Review requested',
  claimed: 'You are reviewing this request',
  commented: 'Comment posted',
  approved: 'Review approved',
  changesRequested: 'Changes requested',
  reopened: 'Review request reopened',
  released: 'The claim was released: the request is open again',
} as const;

/** Titles and messages of the notifications the requester gets. */
export const REVIEW_NOTIFICATION_TEXTS = {
  claimed: (reviewer: string, title: string) => ({ title: 'Your review request was claimed', message: `${reviewer} is reviewing "${title}".` }),
  comment: (author: string, title: string) => ({ title: 'New review comment', message: `${author} commented on "${title}".` }),
  decision: (reviewer: string, title: string, decision: ReviewDecision) =>
    decision === 'approved'
      ? { title: 'Review approved', message: `${reviewer} approved "${title}".` }
      : { title: 'Changes requested', message: `${reviewer} requested changes to "${title}".` },
} as const;

/** Who acts on a request, as the rules need them. */
export interface ReviewActor {
  id: number;
  /** Whether the account is active (only active members act). */
  active: boolean;
}

/** A request as the rules need it. */
export interface ReviewRequestFacts {
  state: ReviewState;
  requesterId: number | null;
  reviewerId: number | null;
}

/**
 * Whether a member may claim a request (docs/requirements.md §4 Code review): an active member other than the
 * requester, while the request is open.
 * @returns true when the Claim button applies
 */
export function mayClaim(actor: ReviewActor | null, request: ReviewRequestFacts): boolean {
  return !!actor && actor.active && request.state === 'open' && actor.id !== request.requesterId;
}

/**
 * Whether a member may approve or request changes: the reviewer who claimed it, while it is in review.
 * @returns true when the decision buttons apply
 */
export function mayDecide(actor: ReviewActor | null, request: ReviewRequestFacts): boolean {
  return !!actor && actor.active && request.state === 'in_review' && actor.id === request.reviewerId;
}

/**
 * Whether a member may reopen a request: its requester, once changes were requested.
 * @returns true when the Reopen button applies
 */
export function mayReopen(actor: ReviewActor | null, request: ReviewRequestFacts): boolean {
  return !!actor && actor.active && request.state === 'changes_requested' && actor.id === request.requesterId;
}
