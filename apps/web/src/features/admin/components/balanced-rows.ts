/**
 * Splits `count` cells into the fewest rows of at most `maxPerRow` cells whose lengths differ by one at most, longer
 * rows first (15 cells, 6 a row → 5 + 5 + 5; 11 → 6 + 5; 14 → 5 + 5 + 4).
 * @param count how many cells (0 or more)
 * @param maxPerRow the most cells a row holds (1 or more)
 * @returns the length of each row, top to bottom (empty for no cells)
 */
export function balancedRows(count: number, maxPerRow: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, maxPerRow));
  const short = Math.floor(count / rows);
  const long = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < long ? short + 1 : short));
}

/**
 * Lays `count` cells out on a grid in balanced rows: the grid's column count (a multiple of every row's length) and
 * each cell's span, so a row of 5 and a row of 6 both fill the width.
 * @param count how many cells
 * @param maxPerRow the most cells a row holds
 * @returns `columns` of the grid and `spans[i]`, the columns cell i covers
 */
export function balancedGrid(count: number, maxPerRow: number): { columns: number; spans: number[] } {
  const rows = balancedRows(count, maxPerRow);
  const columns = rows.reduce((a, b) => (a % b === 0 ? a : a * b), rows[0] ?? 1);
  return { columns, spans: rows.flatMap((length) => Array.from({ length }, () => columns / length)) };
}
