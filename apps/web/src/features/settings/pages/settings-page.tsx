/** Stub: settings-page. */
export default function Page() {
  return <main>settings-page</main>;
}
