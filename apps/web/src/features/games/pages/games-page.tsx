import { Page } from '../../../components/page';
import { GameCard } from '../components/game-card';
import { readRecord } from '../lib/records';
import { GAMES } from '../lib/game-catalog';

/**
 * The games hub (SPEC §2 Games): six cards, each with difficulty, players and year, linking to its game.
 * Records kept in this browser (SPEC §3 Browser-stored game records) show on the cards; a signed-in member's
 * finished games are also saved to the server's Top 10 (SPEC §2 Games), which the intro says.
 */
export default function GamesPage() {
  return (
    <Page
      title="Games"
      heading="Games"
      intro="Six classic browser games to take a break between builds. Play with the keyboard or touch. Signed-in members' scores are saved to each game's Top 10; your best also stays in this browser."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {GAMES.map((game) => {
          const best = game.record ? readRecord(game.record.key) : null;
          return <GameCard key={game.slug} game={game} record={best === null ? null : String(best)} />;
        })}
      </ul>
    </Page>
  );
}
