import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, registerViaApi, scanEveryWay, signInBrowser, test, unique, type TestUser } from './fixtures';

interface Standing {
  rank: number | null;
  points: number;
  percentile: number | null;
}

/** Creates a public challenge with a known answer as the seeded admin; returns its id and title. */
async function createChallenge(request: APIRequestContext, points: number) {
  const admin = await adminSession(request);
  const title = unique('Leaderboard check ');
  const res = await request.post('/api/admin/challenges', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      title,
      description: 'Which C keyword stops the compiler from caching a flag that an interrupt changes?',
      category: 'C',
      difficulty: 'Easy',
      points,
      answer: 'volatile',
      visibility: 'public',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, title };
}

async function submit(request: APIRequestContext, user: TestUser, challengeId: number, answer: string) {
  const res = await request.post(`/api/challenges/${challengeId}/submissions`, { headers: { authorization: `Bearer ${user.token}` }, data: { answer } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { correct: boolean; points_awarded: number } }).data;
}

/** The member's own standing on a board, as the API reports it. */
async function standing(request: APIRequestContext, user: TestUser, timeframe: 'all' | 'monthly' | 'weekly'): Promise<Standing> {
  const res = await request.get(`/api/leaderboard?timeframe=${timeframe}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { me: Standing } }).data.me;
}

/** The board's list (the ranked rows). */
const board = (page: Page) => page.getByRole('list', { name: /ranking/ });
const standingCard = (page: Page) => page.getByRole('region', { name: 'Your standing' });

test.describe('leaderboard', () => {
  test('a solved challenge puts the member on the board for every timeframe and on the dashboard; a wrong answer changes nothing', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const challenge = await createChallenge(request, 40);
    const member = await registerViaApi(request, { name: unique('Lena Board ') });
    await signInBrowser(page, member);

    // A wrong answer: no points, not on the board.
    expect((await submit(request, member, challenge.id, 'const')).correct).toBe(false);
    expect(await standing(request, member, 'all')).toMatchObject({ rank: null, points: 0 });
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'All Time' })).toHaveAttribute('aria-checked', 'true');
    await expect(standingCard(page)).toContainText('You have no points yet');
    await expect(board(page)).not.toContainText(member.name);

    // Each timeframe button asks the server for its own board and keeps the choice in the URL.
    const weeklyRequest = page.waitForRequest((r) => r.url().includes('/api/leaderboard?') && r.url().includes('timeframe=weekly'));
    await page.getByRole('radio', { name: 'Weekly' }).click();
    await weeklyRequest;
    await expect(page).toHaveURL(/[?&]timeframe=weekly/);
    await expect(page.getByRole('radio', { name: 'Weekly' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: 'All Time' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('heading', { name: 'This week’s ranking' })).toBeVisible();
    await expect(standingCard(page)).toContainText('You have no points this week yet');
    const monthlyRequest = page.waitForRequest((r) => r.url().includes('/api/leaderboard?') && r.url().includes('timeframe=monthly'));
    await page.getByRole('radio', { name: 'Weekly' }).press('ArrowLeft');
    await monthlyRequest;
    await expect(page).toHaveURL(/[?&]timeframe=monthly/);
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'This month’s ranking' })).toBeVisible();

    // The right answer: 40 points, once.
    expect(await submit(request, member, challenge.id, '  VOLATILE ')).toMatchObject({ correct: true, points_awarded: 40 });
    const allTime = await standing(request, member, 'all');
    const weekly = await standing(request, member, 'weekly');
    expect(allTime).toMatchObject({ points: 40 });
    expect(weekly).toMatchObject({ points: 40 });
    expect(allTime.rank).not.toBeNull();
    expect(weekly.rank).not.toBeNull();

    // All Time: the member's row (on the page that holds their rank) shows '40 pts'; the card their rank.
    const allPage = Math.ceil((allTime.rank ?? 1) / 10);
    await page.goto(`/leaderboard${allPage > 1 ? `?page=${allPage}` : ''}`);
    const allRow = board(page).getByRole('listitem').filter({ hasText: member.name });
    await expect(allRow).toContainText('40 pts');
    await expect(allRow).toContainText(`@${member.username}`);
    await expect(allRow).toContainText('1 challenge');
    await expect(allRow.getByText('You', { exact: true })).toBeVisible();
    await expect(standingCard(page)).toContainText(`Your rank #${allTime.rank}`);
    await expect(standingCard(page)).toContainText('40 pts');
    await expect(page.getByText(/Showing \d+–\d+ of \d+/)).toBeVisible();
    await expect(page.getByRole('figure', { name: /Points over time/ })).toBeVisible();

    // Weekly: the same points this week.
    const weekPage = Math.ceil((weekly.rank ?? 1) / 10);
    await page.goto(`/leaderboard?timeframe=weekly${weekPage > 1 ? `&page=${weekPage}` : ''}`);
    await expect(page.getByRole('radio', { name: 'Weekly' })).toHaveAttribute('aria-checked', 'true');
    await expect(board(page).getByRole('listitem').filter({ hasText: member.name })).toContainText('40 pts');
    await expect(standingCard(page)).toContainText(`Your rank #${weekly.rank}`);

    // Answering again, right or wrong, changes nothing.
    expect(await submit(request, member, challenge.id, 'register')).toMatchObject({ correct: false, points_awarded: 0 });
    expect(await submit(request, member, challenge.id, 'volatile')).toMatchObject({ correct: true, points_awarded: 0 });
    expect(await standing(request, member, 'all')).toMatchObject({ points: 40 });
    await page.reload();
    await expect(board(page).getByRole('listitem').filter({ hasText: member.name })).toContainText('40 pts');

    // The dashboard: points, one challenge, the all-time rank, and the solve in Recent Activity.
    const rank = (await standing(request, member, 'all')).rank;
    await page.goto('/dashboard');
    const card = (label: string) => page.locator('dl > div').filter({ hasText: label });
    await expect(card('Total Points').locator('dd').first()).toHaveText('40');
    await expect(card('Challenges Completed').locator('dd').first()).toHaveText('1');
    await expect(card('Club Ranking').locator('dd').first()).toHaveText(`#${rank}`);
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(`You solved ${challenge.title}`);
    expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED') && !e.includes('Failed to load resource'))).toEqual([]);
  });

  test('a member without points is Unranked on the dashboard and their profile', async ({ page, request }) => {
    const member = await registerViaApi(request, { name: unique('Nora Nopoints ') });
    await signInBrowser(page, member);
    await page.goto('/dashboard');
    await expect(page.locator('dl > div').filter({ hasText: 'Club Ranking' }).locator('dd').first()).toHaveText('Unranked');
    await page.goto(`/users/${member.username}`);
    await expect(page.getByRole('main')).toContainText('Unranked');
  });

  test('signed out, the board is public and asks to sign in for a rank; paging keeps its place in the URL', async ({ page, request }) => {
    // Make sure there is a second page: top the board up to 11 members with points given by an admin.
    const totalRes = await request.get('/api/leaderboard?timeframe=all');
    const total = ((await totalRes.json()) as { data: { total: number } }).data.total;
    if (total <= 10) {
      const admin = await adminSession(request);
      for (let i = total; i <= 10; i += 1) {
        const filler = await registerViaApi(request);
        const res = await request.put(`/api/admin/users/${filler.id}`, {
          headers: { authorization: `Bearer ${admin.token}` },
          data: { points_adjustment: { operation: 'add', amount: 5, reason: 'e2e: leaderboard paging' } },
        });
        expect(res.ok(), await res.text()).toBe(true);
      }
    }

    await page.goto('/leaderboard');
    await expect(page.getByRole('link', { name: 'Sign in to see your rank' })).toBeVisible();
    await expect(page.getByRole('list', { name: /ranking/ }).getByRole('img', { name: 'Rank 1' })).toBeVisible();
    await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/Showing 11–\d+ of \d+/)).toBeVisible();
    await expect(page.getByRole('list', { name: /ranking/ }).getByText('#11', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible();
  });

  test('axe: no violations on /leaderboard in light and dark, at 360 px and on a desktop', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    // One load, with 'dark' saved: the saved theme is applied as the page loads (before the app runs), which only a
    // load can show; scanEveryWay then switches width and theme in place.
    await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: /ranking/ }).or(page.getByText(/No points yet/))).toBeVisible();
    await expect(page.getByRole('figure', { name: /Points over time/ })).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await scanEveryWay(page, '/leaderboard');
  });
});
