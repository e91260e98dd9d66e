import {
  createSnake,
  pauseSnake,
  SNAKE_GRID,
  startSnake,
  tickSnake,
  toggleSnakePause,
  turnSnake,
  type SnakeDirection,
  type SnakeState,
} from '@esdc/core/games/snake';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { GameLayout } from '../components/game-layout';
import { GameStage } from '../components/game-stage';
import { GameStatusOverlay } from '../components/game-status-overlay';
import { KeyHelp } from '../components/key-help';
import { PauseButton } from '../components/pause-button';
import { TouchButton } from '../components/touch-button';
import { TouchControls } from '../components/touch-controls';
import { useHighScoreSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { usePageHidden } from '../hooks/use-page-hidden';
import { usePlayKeys } from '../hooks/use-play-keys';
import { useSwipe } from '../hooks/use-swipe';
import { drawSnake, SNAKE_BOARD_PX } from '../lib/draw-snake';
import { playAnnouncement } from '../lib/play-announcement';
import { keyName } from '../lib/play-keys';
import { scoreStats } from '../lib/score-stats';
import { gameStorageKeys } from '../lib/storage-keys';

/** Fixed logic increment: the engine's own timer turns these into moves every 150 → 50 ms. */
const STEP_MS = 5;

const KEY_DIRECTIONS: Record<string, SnakeDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
};

const toView = (s: SnakeState) => ({ status: s.status, score: s.score, length: s.body.length, collision: s.collision });

/**
 * Snake (SPEC §2 Games, §4 Games, §9 Snake): canvas rendering over the pure engine in
 * @esdc/core/games/snake, stepped by a fixed-step loop. Not started / running / paused / game over;
 * the high score is kept in this browser, and a signed-in member's score is saved to the top 10.
 */
export default function SnakePage() {
  const { scores, rootRef, sound, announce, prepare, layout, stage, best, newBest, finish } = useHighScoreSession('snake', gameStorageKeys.snakeHighScore);
  const hidden = usePageHidden();
  const { stateRef, view, update } = useEngineState(
    () => createSnake(Math.random),
    toView,
    (prev, next) => {
      if (next.score > prev.score) {
        sound.tone(660, 70, { type: 'square', volume: 0.04 });
        if (next.status === 'running') announce(`Score ${next.score}`);
      }
      if (next.status === prev.status) return;
      if (next.status !== 'over') {
        announce(playAnnouncement(prev.status, next.status, 'Game started. Steer with the arrow keys.'));
        return;
      }
      const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
      sound.tone(140, 320, { type: 'sawtooth', volume: 0.05 });
      const cause = next.collision === 'wall' ? 'You hit the wall.' : next.collision === 'self' ? 'You ran into yourself.' : '';
      announce(`Game over. ${cause} Score ${next.score}.${isNew ? ' New high score!' : ''}`);
    },
  );
  const canvas = useGameCanvas(SNAKE_BOARD_PX, SNAKE_BOARD_PX, stateRef, drawSnake, view);

  const start = useCallback(() => {
    update(startSnake(stateRef.current, Math.random));
    prepare();
  }, [update, stateRef, prepare]);
  const togglePause = useCallback(() => update(toggleSnakePause(stateRef.current)), [update, stateRef]);
  const turn = useCallback((direction: SnakeDirection) => update(turnSnake(stateRef.current, direction)), [update, stateRef]);

  useFixedStepLoop({
    active: view.status === 'running',
    stepMs: STEP_MS,
    onStep: (ms) => update(tickSnake(stateRef.current, ms, Math.random)),
    onFrame: canvas.redraw,
  });

  // A hidden tab pauses the game (issue: pause when the tab is hidden).
  useEffect(() => {
    if (hidden) update(pauseSnake(stateRef.current));
  }, [hidden, update, stateRef]);

  usePlayKeys(rootRef, {
    status: () => stateRef.current.status,
    start,
    togglePause,
    onKeyDown: (event) => {
      const direction = KEY_DIRECTIONS[keyName(event)];
      if (direction) turn(direction);
      return direction !== undefined;
    },
  });

  const swipe = useSwipe(turn);

  return (
    <GameLayout
      {...layout}
      stats={[...scoreStats(view.score, best), { label: 'Length', value: view.length }]}
      toolbar={<PauseButton status={view.status} onToggle={togglePause} />}
      help={
        <KeyHelp
          hints={[
            { keys: ['←', '↑', '→', '↓'], action: 'Steer (or W A S D)' },
            { keys: ['P'], action: 'Pause / Resume' },
            { keys: ['Enter'], action: 'Start / Play Again' },
          ]}
        >
          <p>Eat the red food: +10 points, one segment longer, and a little faster every time. Walls and your own tail end the game.</p>
          <p>On a touch screen, swipe on the board or use the arrow pad.</p>
        </KeyHelp>
      }
    >
      <GameStage
        {...stage}
        canvas={canvas}
        canvasLabel={`Snake board, ${SNAKE_GRID} by ${SNAKE_GRID} cells: the snake is ${view.length} ${view.length === 1 ? 'cell' : 'cells'} long; score ${view.score}.`}
        maxHeight="62dvh"
        capture={view.status === 'running'}
        {...swipe}
      >
        <GameStatusOverlay
          status={view.status}
          onStart={start}
          ready="Arrow keys or swipes steer the snake."
          result={
            <p>
              {view.collision === 'self' ? 'You ran into yourself.' : view.collision === 'wall' ? 'You hit the wall.' : 'The board is full!'} Score{' '}
              <strong className="text-fg">{view.score}</strong>
            </p>
          }
          newBest={newBest}
          scoreState={scores.state}
        />
      </GameStage>
      <TouchControls label="Snake controls">
        <div className="grid grid-cols-3 gap-2">
          <span />
          <TouchButton label="Up" icon={ArrowUp} onPress={() => turn('up')} />
          <span />
          <TouchButton label="Left" icon={ArrowLeft} onPress={() => turn('left')} />
          <TouchButton label="Down" icon={ArrowDown} onPress={() => turn('down')} />
          <TouchButton label="Right" icon={ArrowRight} onPress={() => turn('right')} />
        </div>
      </TouchControls>
    </GameLayout>
  );
}
