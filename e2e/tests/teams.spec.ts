import { expect, expectNoA11yViolations, registerViaApi, scanEveryWay, secondPage, signInBrowser, test, unique } from './fixtures';

/*
 * Teams (docs/requirements.md §2 Teams) against the real server: a member creates a team with 'Create Team' and invites
 * another member, who accepts in a second browser and sees the team; the lead then removes them. Axe scans of /teams
 * and /teams/:id, light and dark, at 360 px and 1280 px (the theme switched in place, few page loads).
 */

test.describe('teams', () => {
  test('a member creates a team and invites another, who accepts in their browser; the lead removes them', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers, dialogs, axe in four ways on two pages
    const lead = await registerViaApi(request);
    const invitee = await registerViaApi(request);
    await signInBrowser(page, lead);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();

    // Create Team: the form's messages, then a team that opens.
    await page.getByRole('button', { name: 'Create Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Team' });
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await expect(dialog.getByText('Team name is required')).toBeVisible();
    await expect(dialog.getByText('Choose a focus area').last()).toBeVisible();
    const name = unique('Rover ');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('We build a small Mars rover with a robotic arm.');
    await dialog.getByRole('combobox', { name: 'Focus area' }).selectOption('Robotics');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Team created')).toBeVisible();
    const teamPath = new URL(page.url()).pathname;
    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await expect(members).toContainText('Team lead');

    // Invite: pick the member with the member search.
    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a Member' });
    await invite.getByRole('combobox', { name: 'Member' }).fill(invitee.email);
    await invite.getByRole('option', { name: new RegExp(invitee.email) }).click();
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    await expect(invite).toBeHidden();
    await scanEveryWay(page, 'the team page');

    // The invitee sees the invitation on /teams in their own browser, accepts it and sees the team.
    const other = await secondPage(browser, invitee);
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto('/teams');
    const invitations = other.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByText(name)).toBeVisible();
    await scanEveryWay(other, '/teams with an invitation');
    await invitations.getByRole('button', { name: `Accept the invitation to ${name}` }).click();
    await expect(other.getByText('You joined the team')).toBeVisible();
    await expect(invitations).toBeHidden();
    await other.getByRole('combobox', { name: 'Show' }).selectOption('true');
    await other.getByRole('link', { name }).click();
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(other.getByRole('list', { name: 'Team members' })).toContainText(invitee.name);
    await expect(other.getByRole('button', { name: 'Leave' })).toBeVisible();
    await other.context().close();

    // The lead sees the new member and removes them.
    await page.goto(teamPath);
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${invitee.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Member removed')).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(1);

    // The team's page shows its planning boards and its discussions.
    const teamId = Number(teamPath.split('/').at(-1));
    const headers = { Authorization: `Bearer ${lead.token}` };
    const board = await request.post('/api/boards', { headers, data: { name: 'Team sprint', description: 'What we build next', team_id: teamId } });
    expect(board.status(), await board.text()).toBe(201);
    const categories = ((await (await request.get('/api/forum/categories')).json()) as { data: { id: number }[] }).data;
    const thread = await request.post('/api/forum/threads', {
      headers,
      data: { category_id: categories[0]!.id, title: 'Build night on Friday', body: 'Who brings the scope?', link: { kind: 'team', id: teamId } },
    });
    expect(thread.status(), await thread.text()).toBe(201);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Planning' }).getByRole('link', { name: 'Team sprint' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Discussions' }).getByRole('link', { name: 'Build night on Friday' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor browses /teams and a team page; axe light and dark at 360 and 1280 px', async ({ page, request }) => {
    const lead = await registerViaApi(request);
    const name = unique('Visitors ');
    const res = await request.post('/api/teams', {
      headers: { Authorization: `Bearer ${lead.token}` },
      data: { name, description: 'A team a visitor may look at.', focus_area: 'IoT' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    await page.goto(`/teams?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name: 'Sign in to create a team' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await scanEveryWay(page, '/teams');
    await page.goto(`/teams/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Planning' })).toContainText("This team's planning boards are shared with its members.");
    await expect(page.getByRole('region', { name: 'Discussions' })).toContainText('No discussions yet.');
    await scanEveryWay(page, 'a team page');
  });
});
