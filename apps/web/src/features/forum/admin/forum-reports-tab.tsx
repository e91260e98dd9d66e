import { ReportQueue } from '../components/report-queue';

/**
 * The admin panel's Forum reports tab (SPEC §2 Forum Moderation; 'forum:moderate'): the report queue, as on
 * /forum/reports.
 */
export function ForumReportsTab() {
  return <ReportQueue />;
}
