import { useParams } from 'react-router';
import CodeReviewPage from './code-review-page';
import ReviewRequestPage from './review-request-page';

/**
 * Both code review pages in one chunk (docs/requirements.md §2 Code review): `/code-review/:id` shows a request,
 * `/code-review` the list. One lazy page for the two keeps the entry script's list of chunks short (the landing's
 * initial JavaScript is at its budget, scripts/check-bundle.mjs).
 */
export default function CodeReviewRoutes() {
  return useParams().id === undefined ? <CodeReviewPage /> : <ReviewRequestPage />;
}
