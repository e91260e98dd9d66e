import {
  createSimon,
  pressSimon,
  SIMON_COLORS,
  SIMON_TONES_HZ,
  simonLitStep,
  simonStepMs,
  startSimon,
  tickSimon,
  type SimonColor,
  type SimonState,
} from '@esdc/core/games/simon';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { GameLayout } from '../components/game-layout';
import { KeyHelp } from '../components/key-help';
import { ScoreSaveStatus } from '../components/score-save-status';
import { SimonPad } from '../components/simon-pad';
import { useHighScoreSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { useGameKeys } from '../hooks/use-game-keys';
import { usePageHidden } from '../hooks/use-page-hidden';
import { scoreStats } from '../lib/score-stats';
import { gameStorageKeys } from '../lib/storage-keys';

/** Fixed logic increment for playback timing. */
const STEP_MS = 5;
/** How long a pressed pad stays lit. */
const PRESS_FLASH_MS = 200;
/** Keys 1–4 press the pads in board order. */
const HOTKEYS: Record<string, SimonColor> = { '1': 'green', '2': 'red', '3': 'yellow', '4': 'blue' };
const NAMES: Record<SimonColor, string> = { green: 'Green', red: 'Red', yellow: 'Yellow', blue: 'Blue' };

const toView = (s: SimonState) => {
  const lit = simonLitStep(s);
  return {
    status: s.status,
    phase: s.phase,
    score: s.score,
    length: s.sequence.length,
    inputIndex: s.inputIndex,
    litColor: lit?.color ?? null,
    litIndex: lit?.index ?? -1,
    mistake: s.mistake,
  };
};

/**
 * Simon Says (SPEC §2 Games, §4 Games, §9 Simon Says): four pad buttons with Web Audio tones over the
 * pure engine in @esdc/core/games/simon. The sequence grows by one each round and plays faster every
 * 5 points; one wrong press ends the game; the high score is kept in this browser, and a signed-in
 * member's score is saved to the top 10.
 */
export default function SimonPage() {
  const { scores, rootRef, sound, announce, prepare, layout, best, newBest, finish } = useHighScoreSession('simon', gameStorageKeys.simonHighScore);
  const boardRef = useRef<HTMLDivElement>(null);
  const [flash, setFlash] = useState<SimonColor | null>(null);
  const flashTimer = useRef(0);
  const hidden = usePageHidden();

  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  const { stateRef, view, update } = useEngineState(createSimon, toView, (prev, next) => {
    const before = simonLitStep(prev);
    const lit = simonLitStep(next);
    if (lit && (lit.index !== before?.index || before === null)) {
      sound.tone(SIMON_TONES_HZ[lit.color], simonStepMs(next.score) / 2, { type: 'sine', volume: 0.16 });
      announce(NAMES[lit.color]);
    }
    if (next.status === 'over' && prev.status !== 'over') {
      const isNew = finish({ score: next.score, duration_ms: next.elapsedMs });
      sound.tone(90, 600, { type: 'sawtooth', volume: 0.08 });
      const wrong = next.mistake ? ` You pressed ${NAMES[next.mistake.pressed]}; it was ${NAMES[next.mistake.expected]}.` : '';
      announce(`Game over.${wrong} Score ${next.score}.${isNew ? ' New high score!' : ''}`);
      return;
    }
    if (next.status !== 'running') return;
    if (prev.status !== 'running') announce('Game started. Watch and listen.');
    else if (next.phase === 'input' && prev.phase === 'playback')
      announce(`Your turn: repeat ${next.sequence.length} ${next.sequence.length === 1 ? 'step' : 'steps'}.`);
    else if (next.score > prev.score) announce(`Correct! Score ${next.score}. Watch the next round.`);
  });

  const start = useCallback(() => {
    update(startSimon(stateRef.current, Math.random));
    prepare();
    boardRef.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [update, stateRef, prepare]);

  const press = useCallback(
    (color: SimonColor) => {
      const prev = stateRef.current;
      if (prev.status !== 'running' || prev.phase !== 'input') return;
      window.clearTimeout(flashTimer.current);
      setFlash(color);
      flashTimer.current = window.setTimeout(() => setFlash(null), PRESS_FLASH_MS);
      const next = pressSimon(prev, color, Math.random);
      if (next.status === 'running') sound.tone(SIMON_TONES_HZ[color], 220, { type: 'sine', volume: 0.16 });
      update(next);
    },
    [stateRef, sound, update],
  );

  useFixedStepLoop({
    active: view.status === 'running' && !hidden,
    stepMs: STEP_MS,
    onStep: (ms) => update(tickSimon(stateRef.current, ms)),
  });

  useGameKeys(rootRef, {
    playing: () => stateRef.current.status === 'running',
    onKeyDown: (event) => {
      const color = HOTKEYS[event.key];
      if (color) {
        if (!event.repeat) press(color);
        return true;
      }
      if ((event.key === 'Enter' || event.key === ' ') && stateRef.current.status !== 'running') {
        if (!event.repeat) start();
        return true;
      }
      return false;
    },
  });

  const yourTurn = view.status === 'running' && view.phase === 'input';
  const status =
    view.status === 'idle'
      ? 'Press Start Game, then watch and listen.'
      : view.status === 'over'
        ? view.mistake
          ? `Wrong pad: you pressed ${NAMES[view.mistake.pressed]}, it was ${NAMES[view.mistake.expected]}.`
          : 'Game over.'
        : yourTurn
          ? `Your turn: step ${view.inputIndex + 1} of ${view.length}`
          : 'Watch and listen…';

  return (
    <GameLayout
      {...layout}
      stats={[...scoreStats(view.score, best), { label: 'Round', value: view.length }, { label: 'Speed', value: `${simonStepMs(view.score)} ms` }]}
      help={
        <KeyHelp
          hints={[
            { keys: ['1', '2', '3', '4'], action: 'Green, Red, Yellow, Blue' },
            { keys: ['Tab', 'Enter'], action: 'Or focus a pad and press it' },
          ]}
        >
          <p>Simon plays a sequence of colours and tones. Repeat it exactly: each round adds one more step.</p>
          <p>Every 5 points the playback speeds up by 50 ms a step, down to 200 ms. One wrong press ends the game.</p>
        </KeyHelp>
      }
    >
      <div className="mx-auto w-full max-w-sm">
        <div ref={boardRef} className="relative">
          <div role="group" aria-label="Simon pads" className="grid grid-cols-2 gap-3">
            {SIMON_COLORS.map((color, i) => (
              <SimonPad
                key={color}
                color={color}
                hotkey={String(i + 1)}
                lit={view.litColor === color || flash === color}
                disabled={!yourTurn}
                onPress={() => press(color)}
              />
            ))}
          </div>
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <div className="pointer-events-auto flex aspect-square w-[42%] flex-col items-center justify-center gap-1 rounded-full border-4 border-bg bg-surface p-2 text-center shadow-[var(--shadow-card)]">
              {view.status === 'running' ? (
                <>
                  <span className="text-xs font-semibold uppercase tracking-wide text-muted">Score</span>
                  <span className="font-mono text-3xl font-extrabold tabular-nums">{view.score}</span>
                </>
              ) : (
                <>
                  {view.status === 'over' ? <span className="text-sm font-extrabold">Game Over</span> : null}
                  <Button size="sm" onClick={start}>
                    {view.status === 'over' ? 'Play Again' : 'Start Game'}
                  </Button>
                </>
              )}
            </div>
          </div>
        </div>
        <p className="mt-4 text-center text-sm font-semibold text-muted">{status}</p>
        {newBest ? (
          <p className="mt-2 text-center">
            <Badge tone="success">New high score!</Badge>
          </p>
        ) : null}
        {view.status === 'over' ? <ScoreSaveStatus state={scores.state} className="mt-2 text-center" /> : null}
      </div>
    </GameLayout>
  );
}
