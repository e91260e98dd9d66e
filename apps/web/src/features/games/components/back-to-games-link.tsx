import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';

/** 'Back to Games' link to /games, on every game page (SPEC §2 Games). */
export function BackToGamesLink() {
  return (
    <Link to="/games" className={buttonClass('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Games
    </Link>
  );
}
