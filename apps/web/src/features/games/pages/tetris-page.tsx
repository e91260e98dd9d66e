import {
  createTetris,
  dropTetris,
  hardDropTetris,
  pauseTetris,
  rotateTetris,
  shiftTetris,
  startTetris,
  tickTetris,
  toggleTetrisPause,
  type TetrisState,
} from '@esdc/core/games/tetris';
import { ArrowDown, ArrowLeft, ArrowRight, ChevronsDown, Pause, Play, RotateCw } from 'lucide-react';
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
import { NextPiece } from '../components/next-piece';
import { TouchButton, type RepeatTiming } from '../components/touch-button';
import { TouchControls } from '../components/touch-controls';
import { useGameSession, useHighScore } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { useGameKeys } from '../hooks/use-game-keys';
import { usePageHidden } from '../hooks/use-page-hidden';
import { useSwipe } from '../hooks/use-swipe';
import { readCanvasTheme } from '../lib/canvas-theme';
import { drawTetris, TETRIS_BOARD_HEIGHT, TETRIS_BOARD_WIDTH } from '../lib/draw-tetris';
import { gameStorageKeys } from '../lib/storage-keys';

/** Fixed logic increment: the engine's fall timer turns these into one row per max(100, 1000 − level×100) ms. */
const STEP_MS = 5;
/** Held on-screen arrows repeat like a keyboard. */
const HOLD: RepeatTiming = { delayMs: 170, everyMs: 60 };

const toView = (s: TetrisState) => ({ status: s.status, score: s.score, lines: s.lines, level: s.level, next: s.next });

/**
 * Tetris (SPEC §2 Games, §4 Games, §9 Tetris): canvas rendering over the pure engine in
 * @esdc/core/games/tetris, stepped by a fixed-step loop. Arrows move, up rotates, space hard-drops;
 * not started / running / paused / game over; the high score is kept in this browser, and a signed-in
 * member's score is saved to the top 10.
 */
export default function TetrisPage() {
  const { scores, rootRef, stageRef, sound, announce, prepare, layout } = useGameSession('tetris');
  const { best, newBest, finish, clear } = useHighScore(gameStorageKeys.tetrisHighScore, scores.save);
  const { stateRef, view, commit } = useEngineState(() => createTetris(Math.random), toView);
  const hidden = usePageHidden();
  const { theme } = useTheme();
  const { canvasRef, redraw } = useGameCanvas(TETRIS_BOARD_WIDTH, TETRIS_BOARD_HEIGHT, (ctx) => drawTetris(ctx, stateRef.current, readCanvasTheme()));

  const update = useCallback(
    (next: TetrisState) => {
      const prev = commit(next);
      if (next === prev) return;
      if (next.lines > prev.lines) {
        const cleared = next.lines - prev.lines;
        sound.tone(520 + cleared * 120, 140, { type: 'triangle', volume: 0.07 });
        const levelUp = next.level > prev.level ? ` Level ${next.level}!` : '';
        announce(`${cleared} ${cleared === 1 ? 'line' : 'lines'} cleared. Score ${next.score}.${levelUp}`);
      } else if (next.board !== prev.board) {
        sound.tone(180, 40, { type: 'square', volume: 0.03 });
      }
      if (next.status === prev.status) return;
      if (next.status === 'running') announce(prev.status === 'paused' ? 'Resumed.' : 'Game started. Arrows move, up rotates, space drops.');
      else if (next.status === 'paused') announce('Paused. Press P or Resume to continue.');
      else if (next.status === 'over') {
        const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
        sound.tone(130, 420, { type: 'sawtooth', volume: 0.05 });
        announce(`Game over. Score ${next.score}, ${next.lines} lines, level ${next.level}.${isNew ? ' New high score!' : ''}`);
      }
    },
    [commit, sound, announce, finish],
  );

  const act = useCallback((fn: (s: TetrisState) => TetrisState) => update(fn(stateRef.current)), [update, stateRef]);
  const start = useCallback(() => {
    act((s) => startTetris(s, Math.random));
    clear();
    prepare();
  }, [act, clear, prepare]);
  const togglePause = useCallback(() => act(toggleTetrisPause), [act]);
  const left = useCallback(() => act((s) => shiftTetris(s, -1)), [act]);
  const right = useCallback(() => act((s) => shiftTetris(s, 1)), [act]);
  const down = useCallback(() => act((s) => dropTetris(s, Math.random)), [act]);
  const rotate = useCallback(() => act(rotateTetris), [act]);
  const hardDrop = useCallback(() => act((s) => hardDropTetris(s, Math.random)), [act]);

  useFixedStepLoop({
    active: view.status === 'running',
    stepMs: STEP_MS,
    onStep: (ms) => update(tickTetris(stateRef.current, ms, Math.random)),
    onFrame: redraw,
  });

  useEffect(() => redraw(), [view, theme, redraw]);

  useEffect(() => {
    if (hidden) act(pauseTetris);
  }, [hidden, act]);

  useGameKeys(rootRef, {
    playing: () => stateRef.current.status === 'running' || stateRef.current.status === 'paused',
    onKeyDown: (event) => {
      const status = stateRef.current.status;
      switch (event.key) {
        case 'ArrowLeft':
          left();
          return true;
        case 'ArrowRight':
          right();
          return true;
        case 'ArrowDown':
          down();
          return true;
        case 'ArrowUp':
          if (!event.repeat) rotate();
          return true;
        case ' ':
        case 'Enter':
          if (event.repeat) return true;
          if (status === 'idle' || status === 'over') start();
          else if (status === 'paused') togglePause();
          else if (event.key === ' ') hardDrop();
          return true;
        case 'p':
        case 'P':
        case 'Escape':
          if (status === 'running' || (status === 'paused' && event.key !== 'Escape')) togglePause();
          return status === 'running' || status === 'paused';
        default:
          return false;
      }
    },
  });

  const swipe = useSwipe((direction) => {
    if (direction === 'left') left();
    else if (direction === 'right') right();
    else if (direction === 'down') hardDrop();
    else rotate();
  }, rotate);
  const running = view.status === 'running';
  const paused = view.status === 'paused';

  return (
    <GameLayout
      {...layout}
      stats={[
        { label: 'Score', value: view.score },
        { label: 'High Score', value: best ?? 0 },
        { label: 'Lines', value: view.lines },
        { label: 'Level', value: view.level },
        { label: 'Next', value: <NextPiece shape={view.next} /> },
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
            { keys: ['←', '→'], action: 'Move' },
            { keys: ['↑'], action: 'Rotate' },
            { keys: ['↓'], action: 'Soft drop' },
            { keys: ['Space'], action: 'Hard drop' },
            { keys: ['P'], action: 'Pause / Resume' },
            { keys: ['Enter'], action: 'Start / Play Again' },
          ]}
        >
          <p>Fill whole rows to clear them: 100 points × level per line. Every 10 lines the level rises and pieces fall faster.</p>
          <p>On a touch screen: swipe left or right to move, up or tap to rotate, down to drop, or use the buttons.</p>
        </KeyHelp>
      }
    >
      <GameStage
        stageRef={stageRef}
        label="Tetris game area"
        width={TETRIS_BOARD_WIDTH}
        height={TETRIS_BOARD_HEIGHT}
        maxHeight="60dvh"
        capture={running}
        {...swipe}
      >
        <GameCanvas
          canvasRef={canvasRef}
          width={TETRIS_BOARD_WIDTH}
          height={TETRIS_BOARD_HEIGHT}
          label={`Tetris well, 10 by 20 cells: score ${view.score}, ${view.lines} lines, level ${view.level}.`}
        />
        {view.status === 'idle' ? (
          <GameOverlay title="Ready to play?" action={<Button onClick={start}>Start Game</Button>}>
            Clear lines to score.
          </GameOverlay>
        ) : null}
        {paused ? <GameOverlay title="Paused">Press P or Resume to continue.</GameOverlay> : null}
        {view.status === 'over' ? (
          <GameOverlay title="Game Over" action={<Button onClick={start}>Play Again</Button>}>
            <p>
              Score <strong className="text-fg">{view.score}</strong> · {view.lines} lines
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
      <TouchControls label="Tetris controls">
        <TouchButton label="Move left" icon={ArrowLeft} onPress={left} repeat={HOLD} />
        <TouchButton label="Rotate" icon={RotateCw} onPress={rotate} />
        <TouchButton label="Move right" icon={ArrowRight} onPress={right} repeat={HOLD} />
        <TouchButton label="Soft drop" icon={ArrowDown} onPress={down} repeat={HOLD} />
        <TouchButton label="Hard drop" icon={ChevronsDown} onPress={hardDrop} />
      </TouchControls>
    </GameLayout>
  );
}
