import {
  createPong,
  PONG_HEIGHT,
  PONG_STEP_MS,
  PONG_WIDTH,
  PONG_WINNING_SCORE,
  startPong,
  stepPong,
  type PongDirection,
  type PongMode,
  type PongState,
} from '@esdc/core/games/pong';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { GameLayout } from '../components/game-layout';
import { GameStage } from '../components/game-stage';
import { GameStatusOverlay } from '../components/game-status-overlay';
import { KeyHelp } from '../components/key-help';
import { TouchButton } from '../components/touch-button';
import { TouchControls } from '../components/touch-controls';
import { useGameSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { useHeldControlKeys } from '../hooks/use-held-control-keys';
import { useHeldInput } from '../hooks/use-held-input';
import { usePageHidden } from '../hooks/use-page-hidden';
import { usePointerSteering } from '../hooks/use-pointer-steering';
import { drawPong } from '../lib/draw-pong';
import { playAnnouncement } from '../lib/play-announcement';
import { keyName } from '../lib/play-keys';

const toView = (s: PongState) => ({ status: s.status, mode: s.mode, left: s.leftScore, right: s.rightScore, winner: s.winner });

const sideNames = (mode: PongMode) => (mode === 'ai' ? { left: 'You', right: 'AI' } : { left: 'Left player', right: 'Right player' });

/**
 * Pong (SPEC §2 Games, §4 Games, §9 Pong): canvas rendering over the pure engine in @esdc/core/games/pong,
 * ~60 fixed updates a second. One player against the AI or two on one keyboard; first to 5 wins. A signed-in
 * member's points against the AI are saved to the top 10 (two-player games are not).
 */
export default function PongPage() {
  const { scores, rootRef, sound, announce, prepare, layout, stage } = useGameSession('pong');
  const saveScore = scores.save;
  const pointer = useRef<{ left: number | null; right: number | null }>({ left: null, right: null });
  const held = useHeldInput();
  const hidden = usePageHidden();
  const { stateRef, view, commit, update } = useEngineState(
    () => createPong(Math.random),
    toView,
    (prev, next) => {
      const { left, right } = sideNames(next.mode);
      if (next.hits > prev.hits) sound.tone(next.hits % 2 ? 440 : 494, 50, { type: 'square', volume: 0.04 });
      const scored = next.leftScore !== prev.leftScore || next.rightScore !== prev.rightScore;
      if (scored && next.status === 'running') {
        sound.tone(next.leftScore > prev.leftScore ? 660 : 220, 160, { type: 'triangle', volume: 0.06 });
        announce(`${left} ${next.leftScore}, ${right} ${next.rightScore}.`);
      }
      if (next.status === prev.status) return;
      if (next.status !== 'over') {
        announce(playAnnouncement(prev.status, next.status, `Game started. First to ${PONG_WINNING_SCORE} wins.`));
        return;
      }
      const winner = next.winner === 'left' ? left : right;
      const verdict = next.mode === 'ai' ? (next.winner === 'left' ? 'You win' : 'The AI wins') : `${winner} wins`;
      sound.tone(next.winner === 'left' || next.mode === 'versus' ? 784 : 160, 400, { type: 'triangle', volume: 0.06 });
      announce(`Game over. ${verdict}, ${Math.max(next.leftScore, next.rightScore)} to ${Math.min(next.leftScore, next.rightScore)}.`);
      // Only a game against the AI is one member's result; two players on one keyboard are not saved.
      if (next.mode === 'ai') saveScore({ score: next.leftScore, duration_ms: next.elapsedMs });
    },
  );
  const canvas = useGameCanvas(PONG_WIDTH, PONG_HEIGHT, stateRef, drawPong, view);
  const names = sideNames(view.mode);

  const start = useCallback(
    (mode?: PongMode) => {
      update(startPong(stateRef.current, Math.random, mode));
      prepare();
    },
    [update, stateRef, prepare],
  );
  const chooseMode = (mode: PongMode) => commit({ ...createPong(Math.random, mode) });

  const axis = (up: string, down: string): PongDirection => ((held.isDown(down) ? 1 : 0) - (held.isDown(up) ? 1 : 0)) as PongDirection;

  useFixedStepLoop({
    // A hidden tab holds the loop (issue: Pong keeps its state and resumes when the tab returns).
    active: view.status === 'running' && !hidden,
    stepMs: PONG_STEP_MS,
    onStep: () => {
      const input = {
        left: axis('left-up', 'left-down'),
        right: axis('right-up', 'right-down'),
        leftTarget: pointer.current.left,
        rightTarget: pointer.current.right,
      };
      held.endStep();
      update(stepPong(stateRef.current, input, Math.random));
    },
    onFrame: canvas.redraw,
  });

  /** Keyboard controls by mode: W/S always move the left paddle; arrows move the right one in versus, else the left one. */
  const keyControl = (key: string, mode: PongMode): string | null => {
    const k = keyName({ key });
    if (k === 'w') return 'left-up';
    if (k === 's') return 'left-down';
    if (k === 'ArrowUp') return mode === 'versus' ? 'right-up' : 'left-up';
    if (k === 'ArrowDown') return mode === 'versus' ? 'right-down' : 'left-down';
    return null;
  };

  useHeldControlKeys(rootRef, {
    held,
    controlOf: (event) => keyControl(event.key, stateRef.current.mode),
    status: () => stateRef.current.status,
    start,
    onControl: (control) => {
      pointer.current[control.startsWith('left') ? 'left' : 'right'] = null;
    },
  });

  /** Pointer or touch on the court steers a paddle: the left half (or anywhere against the AI) the left paddle. */
  const steering = usePointerSteering(PONG_WIDTH, PONG_HEIGHT, {
    active: () => stateRef.current.status === 'running',
    onSteer: (point) => {
      const side = stateRef.current.mode === 'versus' && point.x > PONG_WIDTH / 2 ? 'right' : 'left';
      pointer.current[side] = point.y;
    },
    onRelease: () => {
      pointer.current = { left: null, right: null };
    },
  });

  const running = view.status === 'running';
  const winnerName = view.winner === 'left' ? names.left : names.right;

  const paddleButtons = (side: 'left' | 'right', label: string) => (
    <div className="flex flex-col gap-2">
      <TouchButton label={`${label} up`} icon={ArrowUp} onPress={() => held.press(`${side}-up`)} onRelease={() => held.release(`${side}-up`)} />
      <TouchButton label={`${label} down`} icon={ArrowDown} onPress={() => held.press(`${side}-down`)} onRelease={() => held.release(`${side}-down`)} />
    </div>
  );

  return (
    <GameLayout
      {...layout}
      stats={[
        { label: names.left, value: view.left },
        { label: names.right, value: view.right },
        { label: 'First to', value: PONG_WINNING_SCORE },
      ]}
      toolbar={
        <div role="group" aria-label="Players" className="flex gap-1 rounded-full border border-line bg-surface-2 p-1">
          {(['ai', 'versus'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view.mode === mode}
              disabled={running}
              onClick={() => chooseMode(mode)}
              className={`h-8 rounded-full px-3 text-sm font-semibold transition disabled:cursor-not-allowed ${
                view.mode === mode ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface disabled:opacity-60'
              }`}
            >
              {mode === 'ai' ? '1 Player' : '2 Players'}
            </button>
          ))}
        </div>
      }
      help={
        <KeyHelp
          hints={
            view.mode === 'ai'
              ? [
                  { keys: ['↑', '↓'], action: 'Move your paddle (or W / S)' },
                  { keys: ['Enter'], action: 'Start / Play Again' },
                ]
              : [
                  { keys: ['W', 'S'], action: 'Left paddle' },
                  { keys: ['↑', '↓'], action: 'Right paddle' },
                  { keys: ['Enter'], action: 'Start / Play Again' },
                ]
          }
        >
          <p>Return the ball past your opponent. Each paddle hit speeds the ball up; the first side to {PONG_WINNING_SCORE} points wins.</p>
          <p>You can also steer with the mouse or by dragging on the court, or with the on-screen buttons on a phone.</p>
        </KeyHelp>
      }
    >
      <GameStage
        {...stage}
        canvas={canvas}
        canvasLabel={`Pong court: your paddle on the left, ${view.mode === 'ai' ? 'the AI' : 'player two'} on the right. ${names.left} ${view.left}, ${names.right} ${view.right}.`}
        maxHeight="60dvh"
        capture={running}
        {...steering}
      >
        <GameStatusOverlay
          status={view.status}
          onStart={() => start()}
          ready={view.mode === 'ai' ? 'You are the left paddle. Beat the AI to 5.' : 'W/S for the left paddle, arrows for the right.'}
          overTitle={view.mode === 'ai' ? (view.winner === 'left' ? 'You Win!' : 'The AI Wins') : `${winnerName} Wins!`}
          result={
            <p>
              Final score {view.left} – {view.right}
            </p>
          }
          scoreState={view.mode === 'ai' ? scores.state : null}
        />
      </GameStage>
      <TouchControls label="Pong controls">
        <div className={`flex w-full ${view.mode === 'versus' ? 'justify-between' : 'justify-center'}`}>
          {paddleButtons('left', view.mode === 'versus' ? 'Left paddle' : 'Paddle')}
          {view.mode === 'versus' ? paddleButtons('right', 'Right paddle') : null}
        </div>
      </TouchControls>
    </GameLayout>
  );
}
