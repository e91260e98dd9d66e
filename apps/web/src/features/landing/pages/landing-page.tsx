/** Stub: landing-page. */
export default function Page() {
  return <main>landing-page</main>;
}
