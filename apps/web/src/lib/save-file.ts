/**
 * Saves a value as a JSON file through the browser's download (the member's data export): a Blob,
 * an object URL and a temporary link; the URL is released once the download has started.
 * @param fileName the name the browser offers (e.g. `esdc-hub-export-ada-2026-11-24.json`)
 * @param value what to save, written as indented JSON
 */
export function saveJsonFile(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
