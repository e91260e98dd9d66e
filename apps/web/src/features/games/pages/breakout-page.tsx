import {
  BREAKOUT_HEIGHT,
  BREAKOUT_STEP_MS,
  BREAKOUT_WIDTH,
  breakoutBricksLeft,
  createBreakout,
  startBreakout,
  stepBreakout,
  type BreakoutDirection,
  type BreakoutState,
} from '@esdc/core/games/breakout';
import { ArrowLeft, ArrowRight, Heart } from 'lucide-react';
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
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
import { useHeldInput } from '../hooks/use-held-input';
import { usePageHidden } from '../hooks/use-page-hidden';
import { readCanvasTheme } from '../lib/canvas-theme';
import { drawBreakout } from '../lib/draw-breakout';
import { logicalPoint } from '../lib/logical-point';
import { gameStorageKeys } from '../lib/storage-keys';

const toView = (s: BreakoutState) => ({ status: s.status, score: s.score, lives: s.lives, bricks: breakoutBricksLeft(s), won: s.won });

const KEY_CONTROLS: Record<string, 'left' | 'right'> = { ArrowLeft: 'left', ArrowRight: 'right', a: 'left', d: 'right' };

/**
 * Breakout (SPEC §2 Games, §4 Games, §9 Breakout): canvas rendering over the pure engine in
 * @esdc/core/games/breakout, ~60 fixed updates a second. Win when all bricks are gone, lose at 0 lives;
 * the high score is kept in this browser, and a signed-in member's score is saved to the game's top 10.
 */
export default function BreakoutPage() {
  const { scores, rootRef, stageRef, sound, announce, prepare, layout } = useGameSession('breakout');
  const { best, newBest, finish, clear } = useHighScore(gameStorageKeys.breakoutHighScore, scores.save);
  const pointer = useRef<number | null>(null);
  const { stateRef, view, commit } = useEngineState(() => createBreakout(Math.random), toView);
  const held = useHeldInput();
  const hidden = usePageHidden();
  const { theme } = useTheme();
  const { canvasRef, redraw } = useGameCanvas(BREAKOUT_WIDTH, BREAKOUT_HEIGHT, (ctx) => drawBreakout(ctx, stateRef.current, readCanvasTheme()));

  const update = useCallback(
    (next: BreakoutState) => {
      const prev = commit(next);
      if (next === prev) return;
      if (next.score > prev.score) sound.tone(520 + (breakoutBricksLeft(next) % 5) * 60, 60, { type: 'square', volume: 0.04 });
      else if (next.ball.vy < 0 && prev.ball.vy > 0) sound.tone(300, 40, { type: 'sine', volume: 0.05 }); // off the paddle
      if (next.lives < prev.lives && next.status === 'running') {
        sound.tone(180, 250, { type: 'sawtooth', volume: 0.05 });
        announce(`Ball lost. ${next.lives} ${next.lives === 1 ? 'life' : 'lives'} left.`);
      }
      if (next.status === prev.status) return;
      if (next.status === 'running') announce('Game started. Move the paddle with the arrow keys.');
      else if (next.status === 'over') {
        const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
        sound.tone(next.won ? 784 : 140, 420, { type: next.won ? 'triangle' : 'sawtooth', volume: 0.05 });
        announce(`${next.won ? 'You win! Every brick is gone.' : 'Game over. No lives left.'} Score ${next.score}.${isNew ? ' New high score!' : ''}`);
      }
    },
    [commit, sound, announce, finish],
  );

  const start = useCallback(() => {
    update(startBreakout(stateRef.current, Math.random));
    clear();
    prepare();
  }, [update, stateRef, clear, prepare]);

  useFixedStepLoop({
    // A hidden tab holds the loop; the game carries on where it was when the tab returns.
    active: view.status === 'running' && !hidden,
    stepMs: BREAKOUT_STEP_MS,
    onStep: () => {
      const direction = ((held.isDown('right') ? 1 : 0) - (held.isDown('left') ? 1 : 0)) as BreakoutDirection;
      held.endStep();
      update(stepBreakout(stateRef.current, { direction, target: pointer.current }, Math.random));
    },
    onFrame: redraw,
  });

  useEffect(() => redraw(), [view, theme, redraw]);

  useGameKeys(rootRef, {
    playing: () => stateRef.current.status === 'running',
    onKeyDown: (event) => {
      const control = KEY_CONTROLS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (control) {
        if (!event.repeat) held.press(control);
        pointer.current = null;
        return true;
      }
      if (event.key === ' ' || event.key === 'Enter') {
        if (!event.repeat && stateRef.current.status !== 'running') start();
        return true;
      }
      return false;
    },
    onKeyUp: (event) => {
      const control = KEY_CONTROLS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!control) return false;
      held.release(control);
      return true;
    },
  });

  /** Mouse over the field, or a finger dragging on it, puts the paddle under the pointer. */
  const steer = (event: PointerEvent<HTMLDivElement>) => {
    if (stateRef.current.status !== 'running') return;
    if (event.pointerType !== 'mouse' && event.buttons === 0 && event.type === 'pointermove') return;
    pointer.current = logicalPoint(event.clientX, event.clientY, event.currentTarget, BREAKOUT_WIDTH, BREAKOUT_HEIGHT).x;
  };
  const releasePointer = () => {
    pointer.current = null;
  };

  const running = view.status === 'running';

  return (
    <GameLayout
      {...layout}
      stats={[
        { label: 'Score', value: view.score },
        { label: 'High Score', value: best ?? 0 },
        {
          label: 'Lives',
          value: (
            <span className="inline-flex items-center gap-1">
              {view.lives}
              <Heart className="size-4 fill-danger text-danger" aria-hidden="true" />
            </span>
          ),
        },
        { label: 'Bricks', value: view.bricks },
      ]}
      help={
        <KeyHelp
          hints={[
            { keys: ['←', '→'], action: 'Move the paddle (or A / D)' },
            { keys: ['Enter'], action: 'Start / Play Again' },
          ]}
        >
          <p>Keep the ball in play and knock out all 50 bricks: 10 points each. Miss the ball and you lose one of your 3 lives.</p>
          <p>The mouse, a finger dragged on the field, or the on-screen buttons move the paddle too.</p>
        </KeyHelp>
      }
    >
      <GameStage
        stageRef={stageRef}
        label="Breakout game area"
        width={BREAKOUT_WIDTH}
        height={BREAKOUT_HEIGHT}
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
          width={BREAKOUT_WIDTH}
          height={BREAKOUT_HEIGHT}
          label={`Breakout field: ${view.bricks} of 50 bricks left, ${view.lives} ${view.lives === 1 ? 'life' : 'lives'}, score ${view.score}.`}
        />
        {view.status === 'idle' ? (
          <GameOverlay title="Ready to play?" action={<Button onClick={start}>Start Game</Button>}>
            Break all 50 bricks.
          </GameOverlay>
        ) : null}
        {view.status === 'over' ? (
          <GameOverlay title={view.won ? 'You Win!' : 'Game Over'} action={<Button onClick={start}>Play Again</Button>}>
            <p>
              Score <strong className="text-fg">{view.score}</strong>
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
      <TouchControls label="Breakout controls">
        <TouchButton label="Move left" icon={ArrowLeft} wide onPress={() => held.press('left')} onRelease={() => held.release('left')} />
        <TouchButton label="Move right" icon={ArrowRight} wide onPress={() => held.press('right')} onRelease={() => held.release('right')} />
      </TouchControls>
    </GameLayout>
  );
}
