/** Stub: project-detail-page. */
export default function Page() {
  return <main>project-detail-page</main>;
}
