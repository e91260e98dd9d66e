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
import { ArrowDown, ArrowLeft, ArrowRight, ChevronsDown, RotateCw } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { GameLayout } from '../components/game-layout';
import { GameStage } from '../components/game-stage';
import { GameStatusOverlay } from '../components/game-status-overlay';
import { KeyHelp } from '../components/key-help';
import { NextPiece } from '../components/next-piece';
import { PauseButton } from '../components/pause-button';
import { TouchButton, type RepeatTiming } from '../components/touch-button';
import { TouchControls } from '../components/touch-controls';
import { useHighScoreSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { usePageHidden } from '../hooks/use-page-hidden';
import { usePlayKeys } from '../hooks/use-play-keys';
import { useSwipe } from '../hooks/use-swipe';
import { drawTetris, TETRIS_BOARD_HEIGHT, TETRIS_BOARD_WIDTH } from '../lib/draw-tetris';
import { playAnnouncement } from '../lib/play-announcement';
import { scoreStats } from '../lib/score-stats';
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
  const { scores, rootRef, sound, announce, prepare, layout, stage, best, newBest, finish } = useHighScoreSession('tetris', gameStorageKeys.tetrisHighScore);
  const hidden = usePageHidden();
  const { stateRef, view, update } = useEngineState(
    () => createTetris(Math.random),
    toView,
    (prev, next) => {
      if (next.lines > prev.lines) {
        const cleared = next.lines - prev.lines;
        sound.tone(520 + cleared * 120, 140, { type: 'triangle', volume: 0.07 });
        const levelUp = next.level > prev.level ? ` Level ${next.level}!` : '';
        announce(`${cleared} ${cleared === 1 ? 'line' : 'lines'} cleared. Score ${next.score}.${levelUp}`);
      } else if (next.board !== prev.board) {
        sound.tone(180, 40, { type: 'square', volume: 0.03 });
      }
      if (next.status === prev.status) return;
      if (next.status !== 'over') {
        announce(playAnnouncement(prev.status, next.status, 'Game started. Arrows move, up rotates, space drops.'));
        return;
      }
      const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
      sound.tone(130, 420, { type: 'sawtooth', volume: 0.05 });
      announce(`Game over. Score ${next.score}, ${next.lines} lines, level ${next.level}.${isNew ? ' New high score!' : ''}`);
    },
  );
  const canvas = useGameCanvas(TETRIS_BOARD_WIDTH, TETRIS_BOARD_HEIGHT, stateRef, drawTetris, view);

  const act = useCallback((fn: (s: TetrisState) => TetrisState) => update(fn(stateRef.current)), [update, stateRef]);
  const start = useCallback(() => {
    act((s) => startTetris(s, Math.random));
    prepare();
  }, [act, prepare]);
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
    onFrame: canvas.redraw,
  });

  useEffect(() => {
    if (hidden) act(pauseTetris);
  }, [hidden, act]);

  usePlayKeys(rootRef, {
    status: () => stateRef.current.status,
    start,
    togglePause,
    onKeyDown: (event) => {
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
          // Space hard-drops while running; otherwise it starts or resumes (usePlayKeys).
          if (stateRef.current.status !== 'running') return false;
          if (!event.repeat) hardDrop();
          return true;
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

  return (
    <GameLayout
      {...layout}
      stats={[
        ...scoreStats(view.score, best),
        { label: 'Lines', value: view.lines },
        { label: 'Level', value: view.level },
        { label: 'Next', value: <NextPiece shape={view.next} /> },
      ]}
      toolbar={<PauseButton status={view.status} onToggle={togglePause} />}
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
        {...stage}
        canvas={canvas}
        canvasLabel={`Tetris well, 10 by 20 cells: score ${view.score}, ${view.lines} lines, level ${view.level}.`}
        maxHeight="60dvh"
        capture={view.status === 'running'}
        {...swipe}
      >
        <GameStatusOverlay
          status={view.status}
          onStart={start}
          ready="Clear lines to score."
          result={
            <p>
              Score <strong className="text-fg">{view.score}</strong> · {view.lines} lines
            </p>
          }
          newBest={newBest}
          scoreState={scores.state}
        />
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
