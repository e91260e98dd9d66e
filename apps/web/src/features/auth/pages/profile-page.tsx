/** Stub: profile-page. */
export default function Page() {
  return <main>profile-page</main>;
}
