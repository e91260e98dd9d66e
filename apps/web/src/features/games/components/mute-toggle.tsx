import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../../components/button';

/** Mute toggle for game sounds (aria-pressed; the choice is remembered in local storage). */
export function MuteToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={muted} onClick={onToggle} className={muted ? 'border-accent! bg-accent-soft! text-accent-text!' : ''}>
      {muted ? <VolumeX className="size-4" aria-hidden="true" /> : <Volume2 className="size-4" aria-hidden="true" />}
      Mute sounds
    </Button>
  );
}
