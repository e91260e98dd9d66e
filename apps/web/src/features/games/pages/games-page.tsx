import ComingSoonPage from '../../misc/pages/coming-soon-page';

/** Placeholder until this page is built: the area's coming-soon page. */
export default function Page() {
  return <ComingSoonPage />;
}
