import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymous, dataOf, fakeTeamsServer, invitation, member, pageOf, renderAt, summary, team, teamMember } from '../test/fake-teams-server';
import TeamsRoutes from './teams-routes';

/*
 * /teams and /teams/:id (docs/requirements.md §2 Teams) through the real hooks and API client, the API stubbed at fetch:
 * the grid with leads and counts, the visitor's sign-in link, a member's invitations (Accept sends the answer), and a
 * team's members with the lead's actions for its lead only.
 */

const routes = { '/teams': <TeamsRoutes />, '/teams/:id': <TeamsRoutes /> };

describe('TeamsRoutes', () => {
  it('/teams lists the teams with their lead and member count; a visitor is asked to sign in to create one', async () => {
    const log = fakeTeamsServer({ 'GET /api/teams': () => pageOf([summary(1, 'Hardware', { member_count: 3 })]) });
    renderAt(anonymous, '/teams?focus=Hardware', routes);
    const card = (await screen.findByRole('link', { name: 'Hardware' })).closest('article')!;
    expect(within(card).getByText('Grace Hopper')).toBeTruthy();
    expect(within(card).getByText('3 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to create a team' })).toBeTruthy();
    expect(log.find((r) => r.path === '/api/teams')!.query.get('focus_area')).toBe('Hardware');
    expect(log.some((r) => r.path === '/api/team-invitations')).toBe(false);
  });

  it("/teams shows a member's invitations; Accept sends the answer", async () => {
    const log = fakeTeamsServer({
      'GET /api/teams': () => pageOf([]),
      'GET /api/team-invitations': () => dataOf([invitation(5, 2, 'Rover')]),
      'POST /api/team-invitations/5/accept': () => dataOf(invitation(5, 2, 'Rover'), 'You joined the team'),
    });
    renderAt(member, '/teams', routes);
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(within(invitations).getByText('Invited by Grace Hopper')).toBeTruthy();
    expect(screen.getByText('No teams yet')).toBeTruthy();
    await userEvent.setup().click(within(invitations).getByRole('button', { name: 'Accept the invitation to Rover' }));
    await waitFor(() => expect(log.some((r) => r.method === 'POST' && r.path === '/api/team-invitations/5/accept')).toBe(true));
  });

  it("a team's page shows its members; its lead gets Invite, Make lead, Remove, Edit and Delete; a member gets Leave", async () => {
    const members = [teamMember(8, 'Grace Hopper', 'lead'), teamMember(7, 'Ada Lovelace')];
    fakeTeamsServer({ 'GET /api/teams/3': () => dataOf(team({ members, member_count: 2, viewer_role: 'member' })) });
    const view = renderAt(member, '/teams/3', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rover' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Team lead')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    view.unmount();

    const lead = { ...member, user: { ...member.user!, id: 8 } };
    fakeTeamsServer({ 'GET /api/teams/3': () => dataOf(team({ members, member_count: 2, viewer_role: 'lead' })) });
    renderAt(lead, '/teams/3', routes);
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Ada Lovelace the team lead' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
  });

  it("says 'Team not found' for a missing team", async () => {
    fakeTeamsServer({});
    renderAt(anonymous, '/teams/99', routes);
    expect(await screen.findByText('Team not found')).toBeTruthy();
  });
});
