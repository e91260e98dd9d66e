const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A certificate's issue date as printed on it ('24 November 2026'), in UTC so every viewer (and the PDF) reads the
 * same day.
 * @param iso the certificate's `issued_at`
 */
export function certificateDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
