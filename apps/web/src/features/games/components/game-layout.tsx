import type { ReactNode, RefObject } from 'react';
import { Page } from '../../../components/page';
import type { GameInfo } from '../lib/game-catalog';
import { BackToGamesLink } from './back-to-games-link';
import { LiveRegion } from './live-region';
import { MuteToggle } from './mute-toggle';
import { StatList, type GameStat } from './stat-list';
import { TopScores } from './top-scores';

/**
 * The frame every game page shares (SPEC §2 Games): the Page with the game's name, its rules as intro,
 * 'Back to Games' and the mute toggle; a scoreboard and toolbar over the playing area; 'How to play'
 * and the game's 'Top 10' beside it; and the polite live region.
 */
export function GameLayout({
  game,
  rootRef,
  stats,
  toolbar,
  help,
  announcement,
  muted,
  onToggleMute,
  children,
}: {
  game: GameInfo;
  /** The game's area: keyboard play counts while focus is inside it. */
  rootRef: RefObject<HTMLDivElement | null>;
  stats: readonly GameStat[];
  toolbar?: ReactNode;
  help: ReactNode;
  announcement: string;
  muted: boolean;
  onToggleMute: () => void;
  children: ReactNode;
}) {
  return (
    <Page
      title={game.name}
      heading={game.name}
      intro={game.description}
      actions={
        <>
          <BackToGamesLink />
          <MuteToggle muted={muted} onToggle={onToggleMute} />
        </>
      }
    >
      <div ref={rootRef} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        <section
          aria-label={`${game.name} game`}
          className="min-w-0 scroll-mt-4 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] sm:p-5"
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <StatList stats={stats} />
            {toolbar ? <div className="flex flex-wrap gap-2">{toolbar}</div> : null}
          </div>
          {children}
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <aside aria-label={`How to play ${game.name}`} className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
            {help}
          </aside>
          <TopScores game={game.slug} />
        </div>
      </div>
      <LiveRegion message={announcement} />
    </Page>
  );
}
