/** Dash pattern per line, in CSS px (the first solid), so the lines differ by more than colour. */
const DASHES: readonly (readonly number[])[] = [[], [8, 4], [2, 4], [10, 4, 2, 4], [5, 5], [12, 3], [1, 3]];

/** A line's dash pattern (SPEC §2 Analytics charts), shared by the chart and its legend. */
export function seriesDash(index: number): number[] {
  return [...(DASHES[index % DASHES.length] ?? [])];
}

/** A line's colour token (--chart-1..5), shared by the chart and its legend. */
export function seriesColor(index: number): string {
  return `--chart-${(index % 5) + 1}`;
}
