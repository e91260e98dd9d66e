/** Stub: community-projects-page. */
export default function Page() {
  return <main>community-projects-page</main>;
}
