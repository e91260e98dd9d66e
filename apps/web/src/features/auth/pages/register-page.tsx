/** Stub: register-page. */
export default function Page() {
  return <main>register-page</main>;
}
