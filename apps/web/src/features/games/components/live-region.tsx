/** Visually hidden polite live region announcing score and state changes (issue: accessibility). */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
