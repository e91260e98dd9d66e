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
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
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
import { useGameSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { useGameKeys } from '../hooks/use-game-keys';
import { useHeldInput } from '../hooks/use-held-input';
import { usePageHidden } from '../hooks/use-page-hidden';
import { readCanvasTheme } from '../lib/canvas-theme';
import { drawPong } from '../lib/draw-pong';
import { logicalPoint } from '../lib/logical-point';

const toView = (s: PongState) => ({ status: s.status, mode: s.mode, left: s.leftScore, right: s.rightScore, winner: s.winner });

const sideNames = (mode: PongMode) => (mode === 'ai' ? { left: 'You', right: 'AI' } : { left: 'Left player', right: 'Right player' });

/**
 * Pong (SPEC §2 Games, §4 Games, §9 Pong): canvas rendering over the pure engine in @esdc/core/games/pong,
 * ~60 fixed updates a second. One player against the AI or two on one keyboard; first to 5 wins. A signed-in
 * member's points against the AI are saved to the top 10 (two-player games are not).
 */
export default function PongPage() {
  const { scores, rootRef, stageRef, sound, announce, prepare, layout } = useGameSession('pong');
  const saveScore = scores.save;
  const pointer = useRef<{ left: number | null; right: number | null }>({ left: null, right: null });
  const { stateRef, view, commit } = useEngineState(() => createPong(Math.random), toView);
  const held = useHeldInput();
  const hidden = usePageHidden();
  const { theme } = useTheme();
  const { canvasRef, redraw } = useGameCanvas(PONG_WIDTH, PONG_HEIGHT, (ctx) => drawPong(ctx, stateRef.current, readCanvasTheme()));
  const names = sideNames(view.mode);

  const update = useCallback(
    (next: PongState) => {
      const prev = commit(next);
      if (next === prev) return;
      const { left, right } = sideNames(next.mode);
      if (next.hits > prev.hits) sound.tone(next.hits % 2 ? 440 : 494, 50, { type: 'square', volume: 0.04 });
      const scored = next.leftScore !== prev.leftScore || next.rightScore !== prev.rightScore;
      if (scored && next.status === 'running') {
        sound.tone(next.leftScore > prev.leftScore ? 660 : 220, 160, { type: 'triangle', volume: 0.06 });
        announce(`${left} ${next.leftScore}, ${right} ${next.rightScore}.`);
      }
      if (next.status === prev.status) return;
      if (next.status === 'running') announce(`Game started. First to ${PONG_WINNING_SCORE} wins.`);
      else if (next.status === 'over') {
        const winner = next.winner === 'left' ? left : right;
        const verdict = next.mode === 'ai' ? (next.winner === 'left' ? 'You win' : 'The AI wins') : `${winner} wins`;
        sound.tone(next.winner === 'left' || next.mode === 'versus' ? 784 : 160, 400, { type: 'triangle', volume: 0.06 });
        announce(`Game over. ${verdict}, ${Math.max(next.leftScore, next.rightScore)} to ${Math.min(next.leftScore, next.rightScore)}.`);
        // Only a game against the AI is one member's result; two players on one keyboard are not saved.
        if (next.mode === 'ai') saveScore({ score: next.leftScore, duration_ms: next.elapsedMs });
      }
    },
    [commit, sound, announce, saveScore],
  );

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
    onFrame: redraw,
  });

  useEffect(() => redraw(), [view, theme, redraw]);

  /** Keyboard controls by mode: W/S always move the left paddle; arrows move the right one in versus, else the left one. */
  const keyControl = (key: string, mode: PongMode): string | null => {
    const k = key.length === 1 ? key.toLowerCase() : key;
    if (k === 'w') return 'left-up';
    if (k === 's') return 'left-down';
    if (k === 'ArrowUp') return mode === 'versus' ? 'right-up' : 'left-up';
    if (k === 'ArrowDown') return mode === 'versus' ? 'right-down' : 'left-down';
    return null;
  };

  useGameKeys(rootRef, {
    playing: () => stateRef.current.status === 'running',
    onKeyDown: (event) => {
      const control = keyControl(event.key, stateRef.current.mode);
      if (control) {
        held.press(control);
        pointer.current[control.startsWith('left') ? 'left' : 'right'] = null;
        return true;
      }
      if (event.key === ' ' || event.key === 'Enter') {
        if (!event.repeat && stateRef.current.status !== 'running') start();
        return true;
      }
      return false;
    },
    onKeyUp: (event) => {
      const control = keyControl(event.key, stateRef.current.mode);
      if (!control) return false;
      held.release(control);
      return true;
    },
  });

  /** Pointer or touch on the court steers a paddle: the left half (or anywhere against the AI) the left paddle. */
  const steer = (event: PointerEvent<HTMLDivElement>) => {
    if (stateRef.current.status !== 'running') return;
    if (event.pointerType !== 'mouse' && event.buttons === 0 && event.type === 'pointermove') return;
    const point = logicalPoint(event.clientX, event.clientY, event.currentTarget, PONG_WIDTH, PONG_HEIGHT);
    const side = stateRef.current.mode === 'versus' && point.x > PONG_WIDTH / 2 ? 'right' : 'left';
    pointer.current[side] = point.y;
  };
  const releasePointer = () => {
    pointer.current = { left: null, right: null };
  };

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
          <p>
            Return the ball past your opponent. Each paddle hit speeds the ball up; the first side to {PONG_WINNING_SCORE} points wins.
          </p>
          <p>You can also steer with the mouse or by dragging on the court, or with the on-screen buttons on a phone.</p>
        </KeyHelp>
      }
    >
      <GameStage
        stageRef={stageRef}
        label="Pong game area"
        width={PONG_WIDTH}
        height={PONG_HEIGHT}
        maxHeight="60dvh"
        capture={running}
        onPointerDown={steer}
        onPointerMove={steer}
        onPointerUp={(event) => event.pointerType !== 'mouse' && releasePointer()}
        onPointerLeave={releasePointer}
        onPointerCancel={releasePointer}
      >
        <GameCanvas
          canvasRef={canvasRef}
          width={PONG_WIDTH}
          height={PONG_HEIGHT}
          label={`Pong court: your paddle on the left, ${view.mode === 'ai' ? 'the AI' : 'player two'} on the right. ${names.left} ${view.left}, ${names.right} ${view.right}.`}
        />
        {view.status === 'idle' ? (
          <GameOverlay title="Ready to play?" action={<Button onClick={() => start()}>Start Game</Button>}>
            {view.mode === 'ai' ? 'You are the left paddle. Beat the AI to 5.' : 'W/S for the left paddle, arrows for the right.'}
          </GameOverlay>
        ) : null}
        {view.status === 'over' ? (
          <GameOverlay
            title={view.mode === 'ai' ? (view.winner === 'left' ? 'You Win!' : 'The AI Wins') : `${winnerName} Wins!`}
            action={<Button onClick={() => start()}>Play Again</Button>}
          >
            <p>
              Final score {view.left} – {view.right}
            </p>
            {view.mode === 'ai' ? <ScoreSaveStatus state={scores.state} className="mt-2" /> : null}
          </GameOverlay>
        ) : null}
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
