/** Stub: my-projects-page. */
export default function Page() {
  return <main>my-projects-page</main>;
}
