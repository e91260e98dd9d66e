import { TETRIS_MATRICES, type TetrisShape } from '@esdc/core/games/tetris';
import { TETRIS_COLORS } from '../lib/draw-tetris';

/** The next Tetris piece as a small grid, named for assistive technology. */
export function NextPiece({ shape }: { shape: TetrisShape }) {
  const matrix = TETRIS_MATRICES[shape].filter((row) => row.some(Boolean));
  const width = matrix[0]?.length ?? 0;
  return (
    <span role="img" aria-label={`${shape} piece`} className="inline-grid gap-0.5 py-1" style={{ gridTemplateColumns: `repeat(${width}, 0.55rem)` }}>
      {matrix.flatMap((row, r) =>
        row.map((filled, c) => (
          <span key={`${r}-${c}`} className="size-[0.55rem] rounded-[2px]" style={{ background: filled ? TETRIS_COLORS[shape] : 'transparent' }} />
        )),
      )}
    </span>
  );
}
