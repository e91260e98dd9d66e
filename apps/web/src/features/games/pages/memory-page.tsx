import { createMemory, flipMemoryCard, MEMORY_CARD_COUNT, MEMORY_PAIRS, startMemory, tickMemory, type MemoryState } from '@esdc/core/games/memory';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { GameLayout } from '../components/game-layout';
import { KeyHelp } from '../components/key-help';
import { ScoreSaveStatus } from '../components/score-save-status';
import { MemoryCard } from '../components/memory-card';
import { useGameSession } from '../hooks/use-game-session';
import { useEngineState } from '../hooks/use-engine-state';
import { useFixedStepLoop } from '../hooks/use-fixed-step-loop';
import { usePageHidden } from '../hooks/use-page-hidden';
import { useRecord } from '../hooks/use-record';
import { formatDuration, spokenDuration } from '../lib/format-duration';
import { MEMORY_ICON_INFO } from '../lib/memory-icons';
import { gameStorageKeys } from '../lib/storage-keys';

/** Fixed logic increment for the clock and the 1 s flip-back. */
const STEP_MS = 20;
const COLUMNS = 4;

const toView = (s: MemoryState) => ({
  status: s.status,
  cards: s.cards,
  moves: s.moves,
  matches: s.matches,
  seconds: Math.floor(s.elapsedMs / 1000),
});

/**
 * Memory Match (SPEC §2 Games, §4 Games, §9 Memory Match): 16 card buttons over the pure engine in
 * @esdc/core/games/memory. A mismatch flips back after 1 s; time and moves are tracked and the best
 * time and fewest moves are kept in this browser; a signed-in member's time and moves are saved to the top 10.
 */
export default function MemoryPage() {
  const { scores, sound, announce, layout } = useGameSession('memory');
  const { save: saveScore, reset: resetScore } = scores;
  const gridRef = useRef<HTMLDivElement>(null);
  const bestTime = useRecord(gameStorageKeys.memoryBestTime, 'lower');
  const bestMoves = useRecord(gameStorageKeys.memoryBestMoves, 'lower');
  const [newBests, setNewBests] = useState({ time: false, moves: false });
  const hidden = usePageHidden();

  const { stateRef, view, update } = useEngineState(
    () => createMemory(Math.random),
    toView,
    (prev, next) => {
      if (next.status === 'running' && prev.status === 'idle') announce('Game started. Find the pairs.');
      if (next.status === 'over' && prev.status !== 'over') {
        const seconds = Math.floor(next.elapsedMs / 1000);
        const time = bestTime.submit(seconds);
        const moves = bestMoves.submit(next.moves);
        setNewBests({ time, moves });
        const bests = [time ? 'New best time!' : '', moves ? 'New best moves!' : ''].filter(Boolean).join(' ');
        announce(`All pairs matched in ${spokenDuration(next.elapsedMs)} with ${next.moves} moves. ${bests}`);
        saveScore({ score: 0, duration_ms: next.elapsedMs, moves: next.moves });
      }
    },
  );

  const flip = (index: number) => {
    const prev = stateRef.current;
    const next = flipMemoryCard(prev, index);
    if (next === prev) return;
    if (next.moves > prev.moves) {
      const nameOf = (i: number | undefined) => MEMORY_ICON_INFO[next.cards[i ?? index]?.icon ?? 'microchip'].name;
      if (next.lastTurn === 'match') {
        sound.tone(660, 90, { type: 'triangle', volume: 0.06 });
        sound.tone(880, 140, { type: 'triangle', volume: 0.05 });
        if (next.status !== 'over') announce(`Match: ${nameOf(index)}. ${next.matches} of ${MEMORY_PAIRS} pairs, ${next.moves} moves.`);
      } else {
        sound.tone(200, 140, { type: 'square', volume: 0.03 });
        announce(`No match: ${nameOf(prev.picks[0])} and ${nameOf(index)}. They turn back in 1 second. ${next.moves} moves.`);
      }
    } else {
      sound.tone(520, 40, { type: 'sine', volume: 0.04 });
    }
    update(next);
  };
  const start = () => {
    update(startMemory(stateRef.current, Math.random));
    setNewBests({ time: false, moves: false });
    resetScore();
    gridRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };

  useFixedStepLoop({
    active: view.status === 'running' && !hidden,
    stepMs: STEP_MS,
    onStep: (ms) => update(tickMemory(stateRef.current, ms)),
  });

  /** Arrow keys move focus around the 4 × 4 grid. */
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const offsets: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS };
    const offset = offsets[event.key];
    const from = Number((event.target as HTMLElement).dataset.card ?? 0) - 1;
    if (offset === undefined || from < 0) return;
    event.preventDefault();
    const to = Math.min(MEMORY_CARD_COUNT - 1, Math.max(0, from + offset));
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-card="${to + 1}"]`)?.focus();
  };

  const elapsedMs = view.seconds * 1000;

  return (
    <GameLayout
      {...layout}
      stats={[
        { label: 'Time', value: formatDuration(elapsedMs) },
        { label: 'Moves', value: view.moves },
        { label: 'Pairs', value: `${view.matches}/${MEMORY_PAIRS}` },
        { label: 'Best Time', value: bestTime.best === null ? '–' : formatDuration(bestTime.best * 1000) },
        { label: 'Best Moves', value: bestMoves.best ?? '–' },
      ]}
      toolbar={
        view.status === 'idle' ? (
          <Button size="sm" onClick={start}>
            Start Game
          </Button>
        ) : view.status === 'over' ? (
          <Button size="sm" onClick={start}>
            Play Again
          </Button>
        ) : null
      }
      help={
        <KeyHelp
          hints={[
            { keys: ['Tab', '←', '↑', '→', '↓'], action: 'Move between cards' },
            { keys: ['Enter', 'Space'], action: 'Turn a card over' },
          ]}
        >
          <p>Turn over two cards per move. A pair stays face up; a mismatch turns back after 1 second.</p>
          <p>Match all {MEMORY_PAIRS} pairs in the shortest time and the fewest moves. The clock starts with your first card.</p>
        </KeyHelp>
      }
    >
      {view.status === 'over' ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-success bg-success-soft p-4">
          <div>
            <p className="font-bold">All pairs matched!</p>
            <p className="text-sm">
              Time {formatDuration(elapsedMs)} · {view.moves} moves
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {newBests.time ? <Badge tone="success">New best time!</Badge> : null}
            {newBests.moves ? <Badge tone="success">New best moves!</Badge> : null}
          </div>
          <ScoreSaveStatus state={scores.state} className="w-full" />
        </div>
      ) : null}
      <div ref={gridRef} role="group" aria-label="Cards" onKeyDown={moveFocus} className="mx-auto grid w-full max-w-md grid-cols-4 gap-2 sm:gap-3">
        {view.cards.map((card, index) => (
          <MemoryCard key={card.id} card={card} position={index + 1} onFlip={() => flip(index)} />
        ))}
      </div>
    </GameLayout>
  );
}
