/** A timestamp in US English, medium date and short time in the viewer's time zone (SPEC §9 US English dates). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
