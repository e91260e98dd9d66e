import type { PlayStatus } from '@esdc/core/games/play-state';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import type { ScoreSaveState } from '../hooks/use-score-saver';
import { GameOverlay } from './game-overlay';
import { ScoreSaveStatus } from './score-save-status';

/**
 * The overlay a canvas game shows over its board for the states that are not play (SPEC §4 Games): 'Ready to
 * play?' with 'Start Game' before the first game, 'Paused' while paused, and the game-over card with the result,
 * 'New high score!' and whether the score reached the server, with 'Play Again'. Nothing while running.
 * @param status the engine's play status
 * @param onStart starts a game (both 'Start Game' and 'Play Again')
 * @param ready the line under 'Ready to play?'
 * @param overTitle the game-over card's title ('Game Over' unless given)
 * @param result the game-over card's result line
 * @param newBest whether the result is a new high score in this browser
 * @param scoreState the server save status; null when this result is not saved (Pong's two-player games)
 */
export function GameStatusOverlay({
  status,
  onStart,
  ready,
  overTitle = 'Game Over',
  result,
  newBest = false,
  scoreState,
}: {
  status: PlayStatus;
  onStart: () => void;
  ready: ReactNode;
  overTitle?: string;
  result: ReactNode;
  newBest?: boolean;
  scoreState: ScoreSaveState | null;
}) {
  if (status === 'idle') {
    return (
      <GameOverlay title="Ready to play?" action={<Button onClick={onStart}>Start Game</Button>}>
        {ready}
      </GameOverlay>
    );
  }
  if (status === 'paused') return <GameOverlay title="Paused">Press P or Resume to continue.</GameOverlay>;
  if (status !== 'over') return null;
  return (
    <GameOverlay title={overTitle} action={<Button onClick={onStart}>Play Again</Button>}>
      {result}
      {newBest ? (
        <Badge tone="success" className="mt-2">
          New high score!
        </Badge>
      ) : null}
      {scoreState ? <ScoreSaveStatus state={scoreState} className="mt-2" /> : null}
    </GameOverlay>
  );
}
