/** Stub: projects-page. */
export default function Page() {
  return <main>projects-page</main>;
}
