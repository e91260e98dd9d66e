/**
 * The play states the engines share (SPEC §4 Games: not started, running, paused, game over) and the moves between
 * them that do not depend on a game's rules: start (or Play Again), pause, resume. Pure: state in, state out.
 */

/** Game states (SPEC §4 Games: not started, running, paused, game over); a game without pause never uses 'paused'. */
export type PlayStatus = 'idle' | 'running' | 'paused' | 'over';

/** Any engine state that carries a play status. */
interface WithStatus {
  readonly status: PlayStatus;
}

/**
 * Starts a game that keeps its board until played (Snake, Tetris, Memory Match): from not started it runs the board
 * shown; after game over it is Play Again, a `fresh()` board, running. Otherwise the state is returned as it is.
 */
export function startOrReplay<S extends WithStatus>(state: S, fresh: () => S): S {
  if (state.status === 'idle') return { ...state, status: 'running' };
  if (state.status === 'over') return { ...fresh(), status: 'running' };
  return state;
}

/** Pauses a running game; any other state is returned as it is. */
export function pausePlay<S extends WithStatus>(state: S): S {
  return state.status === 'running' ? { ...state, status: 'paused' } : state;
}

/** Resumes a paused game; any other state is returned as it is. */
export function resumePlay<S extends WithStatus>(state: S): S {
  return state.status === 'paused' ? { ...state, status: 'running' } : state;
}

/** The Pause/Resume button and the P key: resumes a paused game, pauses a running one. */
export function togglePlayPause<S extends WithStatus>(state: S): S {
  return state.status === 'paused' ? resumePlay(state) : pausePlay(state);
}
