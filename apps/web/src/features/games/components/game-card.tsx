import { ArrowRight, Calendar, Trophy, User, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { IconTile } from '../../../components/icon-tile';
import type { GameInfo } from '../lib/game-catalog';

/**
 * A games-hub card (SPEC §2 Games): name, description, difficulty (Easy or Medium), players (1 or 1-2)
 * and year, the player's record in this browser if any, and a link to the game.
 */
export function GameCard({ game, record }: { game: GameInfo; record: string | null }) {
  const PlayersIcon = game.players === '1' ? User : Users;
  return (
    <li className="group relative flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] transition hover:border-accent focus-within:border-accent">
      <div className="flex items-start justify-between gap-3">
        <IconTile icon={game.icon} size="xl" />
        <Badge tone={game.difficulty === 'Easy' ? 'success' : 'warning'}>{game.difficulty}</Badge>
      </div>
      <h2 className="mt-4 text-xl font-bold">
        {/* The whole card is the link's hit area; its focus ring is drawn around the card (the global outline is turned off here). */}
        <Link
          to={game.path}
          style={{ outline: 'none' }}
          className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {game.name}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-muted">{game.description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt>
            <PlayersIcon className="size-4 text-muted" aria-hidden="true" />
            <span className="sr-only">Players</span>
          </dt>
          <dd>
            {game.players} {game.players === '1' ? 'player' : 'players'}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Calendar className="size-4 text-muted" aria-hidden="true" />
            <span className="sr-only">Year</span>
          </dt>
          <dd>{game.year}</dd>
        </div>
        {record ? (
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1.5">
              <Trophy className="size-4 text-muted" aria-hidden="true" />
              {game.record?.label}
            </dt>
            <dd className="font-semibold">{record}</dd>
          </div>
        ) : null}
      </dl>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-text" aria-hidden="true">
        Play
        <ArrowRight className="size-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </span>
    </li>
  );
}
