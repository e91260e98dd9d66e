/** Stub: not-found-page. */
export default function Page() {
  return <main>not-found-page</main>;
}
