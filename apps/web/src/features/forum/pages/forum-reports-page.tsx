import { paths } from '@esdc/core/routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { ReportQueue } from '../components/report-queue';

/**
 * /forum/reports (SPEC §2 Forum Moderation; moderators and admins, the route's role 'moderator'): the report queue
 * where moderators, who cannot open the admin panel, hide or restore reported posts.
 */
export default function ForumReportsPage() {
  return (
    <Page title="Forum Reports" heading="Forum Reports" intro="Open reports of forum posts, newest first.">
      <Link to={paths.forum} className={`${buttonClass('ghost', 'sm')} -ml-3 mb-4`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Forum
      </Link>
      <ReportQueue />
    </Page>
  );
}
