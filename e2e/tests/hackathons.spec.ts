import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, registerViaApi, scanEveryWay, signInBrowser, test, unique } from './fixtures';

/*
 * Hackathons and workshops (SPEC §2 Hackathons, §2 Workshops) against the real server: a team lead registers their team
 * from /hackathons, submits on the Submit tab with one of their projects linked, a judge scores, the organiser publishes
 * and the member sees the results; a lead withdraws their team (an axe scan of the confirmation);
 * a workshop's materials; axe scans of /hackathons, a hackathon's tabs, /workshops and a workshop, light and dark, at
 * 360 px and 1280 px.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const HOUR = 3_600_000;

/** A published hackathon or workshop event made by the admin through the events API, and its id. */
async function publishedEvent(request: APIRequestContext, token: string, category: 'Hackathon' | 'Workshop', title: string): Promise<number> {
  const start = Date.now() + 48 * HOUR;
  const res = await request.post('/api/events', {
    headers: auth(token),
    data: {
      title,
      description: `A ${category.toLowerCase()} made by the end-to-end tests.`,
      category,
      location: 'Lab B-204',
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 24 * HOUR).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/api/events/${id}/publish`, { headers: auth(token) })).status()).toBe(200);
  return id;
}

/** Puts `member` into the lead's team through the Teams API: the lead invites, the member accepts. */
async function addTeamMember(request: APIRequestContext, leadToken: string, member: { id: number; token: string }, teamId: number): Promise<void> {
  const invited = await request.post(`/api/teams/${teamId}/invitations`, { headers: auth(leadToken), data: { user_id: member.id } });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = ((await invited.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/api/team-invitations/${invitation}/accept`, { headers: auth(member.token) })).status()).toBe(200);
}

test.describe('hackathons', () => {
  test('register a team, submit and see the results', async ({ page, request, consoleErrors }) => {
    test.slow();
    const admin = await adminSession(request);
    const lead = await registerViaApi(request);
    const judge = await registerViaApi(request);
    const title = unique('Sensor jam ');
    const id = await publishedEvent(request, admin.token, 'Hackathon', title);
    const setup = {
      tracks: ['Low-power IoT', 'Assistive tech'],
      rubric: [
        { criterion: 'Idea', max: 10 },
        { criterion: 'Demo', max: 5 },
      ],
      team_size_min: 1,
      team_size_max: 4,
      submission_deadline: null,
      judging_open: false,
      winner_points: 150,
    };
    expect((await request.put(`/api/hackathons/${id}`, { headers: auth(admin.token), data: setup })).status()).toBe(200);
    expect((await request.post(`/api/hackathons/${id}/judges`, { headers: auth(admin.token), data: { user_id: judge.id } })).status()).toBe(201);
    const teamName = unique('Blinkers ');
    const team = await request.post('/api/teams', { headers: auth(lead.token), data: { name: teamName, description: 'We blink LEDs.', focus_area: 'IoT' } });
    expect(team.status(), await team.text()).toBe(201);
    const projectTitle = unique('Cane firmware ');
    const project = await request.post('/api/projects', {
      headers: auth(lead.token),
      data: { title: projectTitle, description: 'The firmware of the talking cane.', category: 'IoT', status: 'in_progress' },
    });
    expect(project.status(), await project.text()).toBe(201);
    const projectId = ((await project.json()) as { data: { id: number } }).data.id;

    // The lead registers the team from the list.
    await signInBrowser(page, lead);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/hackathons');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Low-power IoT, Assistive tech')).toBeVisible();
    await card.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Register a team for ${title}` });
    await dialog.getByLabel('Track').selectOption('Assistive tech');
    await dialog.getByRole('button', { name: 'Register Team' }).click();
    await expect(page.getByText('Team registered', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('1 team registered')).toBeVisible();

    // The lead submits on the Submit tab with their project linked; a bad link is refused with the spec's words.
    await page.goto(`/hackathons/${id}?tab=submit`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Talking cane');
    await page.getByRole('textbox', { name: 'Description' }).fill('An ultrasonic cane that speaks distances.');
    await page.getByRole('textbox', { name: 'Repository link' }).fill('http://example.com/cane');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Repository link must be an https URL')).toBeVisible();
    await page.getByRole('textbox', { name: 'Repository link' }).fill('https://github.com/example/cane');
    const linked = page.getByRole('combobox', { name: 'Linked project' });
    await expect(linked.getByRole('option')).toHaveText(['No linked project', projectTitle]);
    await linked.selectOption({ label: projectTitle });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Submission received')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(page.getByRole('link', { name: projectTitle })).toHaveAttribute('href', `/projects/${projectId}`);
    await expect(linked).toHaveValue(String(projectId));
    await page.getByRole('tab', { name: 'Teams' }).click();
    await expect(page.getByText(teamName)).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByText('Results are not published yet')).toBeVisible();

    // The judge scores, the organiser publishes.
    expect((await request.put(`/api/hackathons/${id}`, { headers: auth(admin.token), data: { ...setup, judging_open: true } })).status()).toBe(200);
    const subs = (await (await request.get(`/api/hackathons/${id}/submissions`, { headers: auth(judge.token) })).json()) as { data: { id: number }[] };
    const scored = await request.post(`/api/submissions/${subs.data[0]!.id}/scores`, { headers: auth(judge.token), data: { scores: { Idea: 9, Demo: 4 } } });
    expect(scored.status(), await scored.text()).toBe(201);
    expect((await request.post(`/api/hackathons/${id}/results`, { headers: auth(admin.token) })).status()).toBe(200);

    // The lead sees the ranking and the notification.
    await page.goto(`/hackathons/${id}?tab=results`);
    const assistive = page
      .getByRole('region')
      .filter({ hasText: 'Assistive tech' })
      .or(page.locator('section').filter({ hasText: 'Assistive tech' }));
    await expect(assistive.getByRole('row').filter({ hasText: 'Talking cane' })).toContainText('13.00');
    await page.goto('/notifications');
    await expect(page.getByText(`The results of ${title} are published.`)).toBeVisible();
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('a lead withdraws their team; a mate is told', async ({ page, request, consoleErrors }) => {
    test.slow(); // a scan
    const admin = await adminSession(request);
    const [lead, mate] = [await registerViaApi(request), await registerViaApi(request)];
    const title = unique('Withdrawn jam ');
    const id = await publishedEvent(request, admin.token, 'Hackathon', title);
    const setup = { tracks: ['Robotics'], rubric: [], team_size_min: 1, team_size_max: 4, submission_deadline: null, judging_open: false, winner_points: 0 };
    expect((await request.put(`/api/hackathons/${id}`, { headers: auth(admin.token), data: setup })).status()).toBe(200);
    const teamName = unique('Quitters ');
    const created = await request.post('/api/teams', { headers: auth(lead.token), data: { name: teamName, description: 'We try.', focus_area: 'Robotics' } });
    expect(created.status(), await created.text()).toBe(201);
    const teamId = ((await created.json()) as { data: { id: number } }).data.id;
    await addTeamMember(request, lead.token, mate, teamId);
    const registered = await request.post(`/api/hackathons/${id}/teams`, { headers: auth(lead.token), data: { team_id: teamId, track: 'Robotics' } });
    expect(registered.status(), await registered.text()).toBe(201);

    await signInBrowser(page, lead);
    await page.goto(`/hackathons/${id}?tab=teams`);
    const card = page.getByRole('region', { name: teamName });
    await card.getByRole('button', { name: 'Withdraw Team' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Withdraw ${teamName}?` });
    await expect(confirm).toBeVisible();
    await scanEveryWay(page, 'the withdraw confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await card.getByRole('button', { name: 'Withdraw Team' }).click();
    await confirm.getByRole('button', { name: 'Withdraw Team' }).click();
    await expect(page.getByText('Team withdrawn', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('No teams yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
    const notes = (await (await request.get('/api/notifications', { headers: auth(mate.token) })).json()) as { data: { message: string }[] };
    expect(notes.data.map((n) => n.message)).toContain(`${teamName} was withdrawn from ${title}.`);
    expect(consoleErrors).toEqual([]);
  });

  test('axe: /hackathons, a hackathon, /workshops and a workshop with its materials', async ({ page, request }) => {
    test.slow(); // many scans
    const admin = await adminSession(request);
    const hackathon = await publishedEvent(request, admin.token, 'Hackathon', unique('Scanned jam '));
    await request.put(`/api/hackathons/${hackathon}`, {
      headers: auth(admin.token),
      data: {
        tracks: ['Robotics'],
        rubric: [{ criterion: 'Idea', max: 10 }],
        team_size_min: 1,
        team_size_max: 3,
        submission_deadline: null,
        judging_open: false,
        winner_points: 0,
      },
    });
    const workshopTitle = unique('Scanned workshop ');
    const workshop = await publishedEvent(request, admin.token, 'Workshop', workshopTitle);
    const added = await request.post(`/api/workshops/${workshop}/materials`, {
      headers: auth(admin.token),
      data: { title: 'Slides', url: 'https://example.com/slides.pdf' },
    });
    expect(added.status()).toBe(201);
    const member = await registerViaApi(request);
    await signInBrowser(page, member);

    await page.goto('/hackathons');
    await expect(page.getByRole('heading', { level: 1, name: 'Hackathons' })).toBeVisible();
    await scanEveryWay(page, '/hackathons');
    await page.goto(`/hackathons/${hackathon}`);
    await expect(page.getByRole('heading', { name: 'Rubric' })).toBeVisible();
    await scanEveryWay(page, 'a hackathon');
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByText('Only a team lead can register a team.')).toBeVisible();
    await scanEveryWay(page, 'the team dialog');
    await page.keyboard.press('Escape');
    await page.goto('/workshops');
    await expect(page.getByRole('article').filter({ hasText: workshopTitle }).getByText('1 material')).toBeVisible();
    await scanEveryWay(page, '/workshops');
    await page.goto(`/workshops/${workshop}`);
    await expect(page.getByRole('link', { name: 'Slides' })).toBeVisible();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByText('Registered', { exact: true })).toBeVisible();
    await scanEveryWay(page, 'a workshop');
  });
});
