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
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Pause, Play } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useTheme } from '../../../lib/theme';
import { GameCanvas } from '../components/game-canvas';
import { GameLayout } from '../components/game-layout';
import { GameOverlay } from '../components/game-overlay';
import { GameStage } from '../components/game-stage';
import { KeyHelp } from '../components/key-help';
import { ScoreSaveStatus } from '../components/score-save-status';
import { TouchButton } from '../components/touch-button';
import { TouchControls } from '../components/touch-controls';
import { useGameSession, useHighScore } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { useGameKeys } from '../hooks/use-game-keys';
import { usePageHidden } from '../hooks/use-page-hidden';
import { useSwipe } from '../hooks/use-swipe';
import { readCanvasTheme } from '../lib/canvas-theme';
import { drawSnake, SNAKE_BOARD_PX } from '../lib/draw-snake';
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
  const { scores, rootRef, stageRef, sound, announce, prepare, layout } = useGameSession('snake');
  const { best, newBest, finish, clear } = useHighScore(gameStorageKeys.snakeHighScore, scores.save);
  const { stateRef, view, commit } = useEngineState(() => createSnake(Math.random), toView);
  const hidden = usePageHidden();
  const { theme } = useTheme();
  const { canvasRef, redraw } = useGameCanvas(SNAKE_BOARD_PX, SNAKE_BOARD_PX, (ctx) => drawSnake(ctx, stateRef.current, readCanvasTheme()));

  const update = useCallback(
    (next: SnakeState) => {
      const prev = commit(next);
      if (next === prev) return;
      if (next.score > prev.score) {
        sound.tone(660, 70, { type: 'square', volume: 0.04 });
        if (next.status === 'running') announce(`Score ${next.score}`);
      }
      if (next.status === prev.status) return;
      if (next.status === 'running') announce(prev.status === 'paused' ? 'Resumed.' : 'Game started. Steer with the arrow keys.');
      else if (next.status === 'paused') announce('Paused. Press P or Resume to continue.');
      else if (next.status === 'over') {
        const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
        sound.tone(140, 320, { type: 'sawtooth', volume: 0.05 });
        const cause = next.collision === 'wall' ? 'You hit the wall.' : next.collision === 'self' ? 'You ran into yourself.' : '';
        announce(`Game over. ${cause} Score ${next.score}.${isNew ? ' New high score!' : ''}`);
      }
    },
    [commit, sound, announce, finish],
  );

  const start = useCallback(() => {
    update(startSnake(stateRef.current, Math.random));
    clear();
    prepare();
  }, [update, stateRef, clear, prepare]);
  const togglePause = useCallback(() => update(toggleSnakePause(stateRef.current)), [update, stateRef]);
  const turn = useCallback((direction: SnakeDirection) => update(turnSnake(stateRef.current, direction)), [update, stateRef]);

  useFixedStepLoop({
    active: view.status === 'running',
    stepMs: STEP_MS,
    onStep: (ms) => update(tickSnake(stateRef.current, ms, Math.random)),
    onFrame: redraw,
  });

  // Redraw when the picture changes outside the loop: start, pause, game over, theme switch.
  useEffect(() => redraw(), [view, theme, redraw]);

  // A hidden tab pauses the game (issue: pause when the tab is hidden).
  useEffect(() => {
    if (hidden) update(pauseSnake(stateRef.current));
  }, [hidden, update, stateRef]);

  useGameKeys(rootRef, {
    playing: () => stateRef.current.status === 'running' || stateRef.current.status === 'paused',
    onKeyDown: (event) => {
      const direction = KEY_DIRECTIONS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      const status = stateRef.current.status;
      if (direction) {
        turn(direction);
        return true;
      }
      if (event.key === 'p' || event.key === 'P' || event.key === 'Escape') {
        if (status === 'running' || (status === 'paused' && event.key !== 'Escape')) togglePause();
        return status === 'running' || status === 'paused';
      }
      if (event.key === ' ' || event.key === 'Enter') {
        if (!event.repeat && (status === 'idle' || status === 'over')) start();
        else if (!event.repeat && status === 'paused') togglePause();
        return true;
      }
      return false;
    },
  });

  const swipe = useSwipe(turn);
  const running = view.status === 'running';
  const paused = view.status === 'paused';

  return (
    <GameLayout
      {...layout}
      stats={[
        { label: 'Score', value: view.score },
        { label: 'High Score', value: best ?? 0 },
        { label: 'Length', value: view.length },
      ]}
      toolbar={
        <Button variant="secondary" size="sm" onClick={togglePause} disabled={!running && !paused}>
          {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
      }
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
        stageRef={stageRef}
        label="Snake game area"
        width={SNAKE_BOARD_PX}
        height={SNAKE_BOARD_PX}
        maxHeight="62dvh"
        capture={running}
        {...swipe}
      >
        <GameCanvas
          canvasRef={canvasRef}
          width={SNAKE_BOARD_PX}
          height={SNAKE_BOARD_PX}
          label={`Snake board, ${SNAKE_GRID} by ${SNAKE_GRID} cells: the snake is ${view.length} ${view.length === 1 ? 'cell' : 'cells'} long; score ${view.score}.`}
        />
        {view.status === 'idle' ? (
          <GameOverlay title="Ready to play?" action={<Button onClick={start}>Start Game</Button>}>
            Arrow keys or swipes steer the snake.
          </GameOverlay>
        ) : null}
        {paused ? <GameOverlay title="Paused">Press P or Resume to continue.</GameOverlay> : null}
        {view.status === 'over' ? (
          <GameOverlay title="Game Over" action={<Button onClick={start}>Play Again</Button>}>
            <p>
              {view.collision === 'self' ? 'You ran into yourself.' : view.collision === 'wall' ? 'You hit the wall.' : 'The board is full!'} Score{' '}
              <strong className="text-fg">{view.score}</strong>
            </p>
            {newBest ? (
              <Badge tone="success" className="mt-2">
                New high score!
              </Badge>
            ) : null}
            <ScoreSaveStatus state={scores.state} className="mt-2" />
          </GameOverlay>
        ) : null}
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
