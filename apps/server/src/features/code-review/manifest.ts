import { defineFeature } from '../../feature-manifest.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { codeReviewEraser, reviewCommentsExport, reviewRequestsExport, reviewsClaimedExport } from './account-data.ts';
import { migration030 } from './migrations/030-code-review.ts';
import { codeReviewRoutes } from './routes.ts';

/** Code review: request, claim, comment, approve or request changes, reopen (docs/requirements.md §2 Code review). */
export const codeReviewFeature = defineFeature({
  name: 'code-review',
  routes: codeReviewRoutes,
  pages: { '/code-review/:id': rowWithId('review_requests') },
  accountData: { sections: [reviewRequestsExport, reviewsClaimedExport, reviewCommentsExport], erasers: [codeReviewEraser] },
  permissions: ['review:request', 'review:review', 'review:moderate'],
  migrations: { '030-code-review': migration030 },
});
