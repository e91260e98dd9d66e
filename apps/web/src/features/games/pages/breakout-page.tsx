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
import { useCallback, useRef } from 'react';
import { GameLayout } from '../components/game-layout';
import { GameStage } from '../components/game-stage';
import { GameStatusOverlay } from '../components/game-status-overlay';
import { KeyHelp } from '../components/key-help';
import { TouchButton } from '../components/touch-button';
import { TouchControls } from '../components/touch-controls';
import { useHighScoreSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameCanvas } from '../hooks/use-game-canvas';
import { useHeldControlKeys } from '../hooks/use-held-control-keys';
import { useHeldInput } from '../hooks/use-held-input';
import { usePageHidden } from '../hooks/use-page-hidden';
import { usePointerSteering } from '../hooks/use-pointer-steering';
import { drawBreakout } from '../lib/draw-breakout';
import { playAnnouncement } from '../lib/play-announcement';
import { keyName } from '../lib/play-keys';
import { scoreStats } from '../lib/score-stats';
import { gameStorageKeys } from '../lib/storage-keys';

const toView = (s: BreakoutState) => ({ status: s.status, score: s.score, lives: s.lives, bricks: breakoutBricksLeft(s), won: s.won });

const KEY_CONTROLS: Record<string, 'left' | 'right'> = { ArrowLeft: 'left', ArrowRight: 'right', a: 'left', d: 'right' };

/**
 * Breakout (SPEC §2 Games, §4 Games, §9 Breakout): canvas rendering over the pure engine in
 * @esdc/core/games/breakout, ~60 fixed updates a second. Win when all bricks are gone, lose at 0 lives;
 * the high score is kept in this browser, and a signed-in member's score is saved to the game's top 10.
 */
export default function BreakoutPage() {
  const { scores, rootRef, sound, announce, prepare, layout, stage, best, newBest, finish } = useHighScoreSession(
    'breakout',
    gameStorageKeys.breakoutHighScore,
  );
  const pointer = useRef<number | null>(null);
  const held = useHeldInput();
  const hidden = usePageHidden();
  const { stateRef, view, update } = useEngineState(
    () => createBreakout(Math.random),
    toView,
    (prev, next) => {
      if (next.score > prev.score) sound.tone(520 + (breakoutBricksLeft(next) % 5) * 60, 60, { type: 'square', volume: 0.04 });
      else if (next.ball.vy < 0 && prev.ball.vy > 0) sound.tone(300, 40, { type: 'sine', volume: 0.05 }); // off the paddle
      if (next.lives < prev.lives && next.status === 'running') {
        sound.tone(180, 250, { type: 'sawtooth', volume: 0.05 });
        announce(`Ball lost. ${next.lives} ${next.lives === 1 ? 'life' : 'lives'} left.`);
      }
      if (next.status === prev.status) return;
      if (next.status !== 'over') {
        announce(playAnnouncement(prev.status, next.status, 'Game started. Move the paddle with the arrow keys.'));
        return;
      }
      const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
      sound.tone(next.won ? 784 : 140, 420, { type: next.won ? 'triangle' : 'sawtooth', volume: 0.05 });
      announce(`${next.won ? 'You win! Every brick is gone.' : 'Game over. No lives left.'} Score ${next.score}.${isNew ? ' New high score!' : ''}`);
    },
  );
  const canvas = useGameCanvas(BREAKOUT_WIDTH, BREAKOUT_HEIGHT, stateRef, drawBreakout, view);

  const start = useCallback(() => {
    update(startBreakout(stateRef.current, Math.random));
    prepare();
  }, [update, stateRef, prepare]);

  useFixedStepLoop({
    // A hidden tab holds the loop; the game carries on where it was when the tab returns.
    active: view.status === 'running' && !hidden,
    stepMs: BREAKOUT_STEP_MS,
    onStep: () => {
      const direction = ((held.isDown('right') ? 1 : 0) - (held.isDown('left') ? 1 : 0)) as BreakoutDirection;
      held.endStep();
      update(stepBreakout(stateRef.current, { direction, target: pointer.current }, Math.random));
    },
    onFrame: canvas.redraw,
  });

  useHeldControlKeys(rootRef, {
    held,
    controlOf: (event) => KEY_CONTROLS[keyName(event)],
    status: () => stateRef.current.status,
    start,
    onControl: () => {
      pointer.current = null;
    },
  });

  /** Mouse over the field, or a finger dragging on it, puts the paddle under the pointer. */
  const steering = usePointerSteering(BREAKOUT_WIDTH, BREAKOUT_HEIGHT, {
    active: () => stateRef.current.status === 'running',
    onSteer: (point) => {
      pointer.current = point.x;
    },
    onRelease: () => {
      pointer.current = null;
    },
  });

  return (
    <GameLayout
      {...layout}
      stats={[
        ...scoreStats(view.score, best),
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
        {...stage}
        canvas={canvas}
        canvasLabel={`Breakout field: ${view.bricks} of 50 bricks left, ${view.lives} ${view.lives === 1 ? 'life' : 'lives'}, score ${view.score}.`}
        maxHeight="60dvh"
        capture={view.status === 'running'}
        {...steering}
      >
        <GameStatusOverlay
          status={view.status}
          onStart={start}
          ready="Break all 50 bricks."
          overTitle={view.won ? 'You Win!' : 'Game Over'}
          result={
            <p>
              Score <strong className="text-fg">{view.score}</strong>
            </p>
          }
          newBest={newBest}
          scoreState={scores.state}
        />
      </GameStage>
      <TouchControls label="Breakout controls">
        <TouchButton label="Move left" icon={ArrowLeft} wide onPress={() => held.press('left')} onRelease={() => held.release('left')} />
        <TouchButton label="Move right" icon={ArrowRight} wide onPress={() => held.press('right')} onRelease={() => held.release('right')} />
      </TouchControls>
    </GameLayout>
  );
}
