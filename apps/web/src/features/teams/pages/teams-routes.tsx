import { useParams } from 'react-router';
import TeamPage from './team-page';
import TeamsPage from './teams-page';

/**
 * Both team pages in one chunk (docs/requirements.md §2 Teams): `/teams/:id` shows the team, `/teams` the list. One
 * lazy page for the two keeps the entry script's list of chunks short: the landing's initial JavaScript is at its
 * budget (scripts/check-bundle.mjs).
 */
export default function TeamsRoutes() {
  return useParams().id === undefined ? <TeamsPage /> : <TeamPage />;
}
