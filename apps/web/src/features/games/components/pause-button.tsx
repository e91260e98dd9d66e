import type { PlayStatus } from '@esdc/core/games/play-state';
import { Pause, Play } from 'lucide-react';
import { Button } from '../../../components/button';

/**
 * The 'Pause' / 'Resume' toolbar button of a game that can pause (SPEC §4 Games); disabled when no game is in
 * progress.
 * @param status the engine's play status
 * @param onToggle pauses a running game or resumes a paused one
 */
export function PauseButton({ status, onToggle }: { status: PlayStatus; onToggle: () => void }) {
  const paused = status === 'paused';
  return (
    <Button variant="secondary" size="sm" onClick={onToggle} disabled={status !== 'running' && !paused}>
      {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
      {paused ? 'Resume' : 'Pause'}
    </Button>
  );
}
