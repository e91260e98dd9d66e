/** Stub: login-page. */
export default function Page() {
  return <main>login-page</main>;
}
