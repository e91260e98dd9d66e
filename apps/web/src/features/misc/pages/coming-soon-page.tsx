/** Stub: coming-soon-page. */
export default function Page() {
  return <main>coming-soon-page</main>;
}
