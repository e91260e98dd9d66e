import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test } from './fixtures';

test.describe('community members and profiles', () => {
  test('the directory searches, filters by role, sorts by points and switches views', async ({ page, request }) => {
    // A member with many points, given by an admin through the API.
    const admin = await adminSession(request);
    const star = await registerViaApi(request, { name: 'Zed Pointsworth' });
    const adjust = await request.put(`/api/admin/users/${star.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { points_adjustment: { operation: 'add', amount: 987654, reason: 'e2e: top of the board' } },
    });
    expect(adjust.ok(), await adjust.text()).toBe(true);

    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ users/)).toBeVisible();
    await expectNoA11yViolations(page);

    // X matches the filters, Y is every member in the directory (SPEC §2 Community Members).
    const all = Number((await page.getByText(/Showing \d+ of \d+ users/).textContent())?.match(/of ([\d,]+) users/)?.[1]?.replace(/,/g, ''));
    expect(all).toBeGreaterThan(1);
    await page.locator('#members-search').fill('priya');
    await expect(page.getByText(`Showing 1 of ${all} users`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Priya Raman');
    await expect(page.getByRole('main')).not.toContainText('Arjun Mehta');
    await page.locator('#members-search').fill('');

    await page.getByLabel('Role').selectOption('moderator');
    await expect(page.getByRole('main')).toContainText('Priya Raman');
    await expect(page.getByRole('main')).not.toContainText('Lukas Brenner');
    await page.getByLabel('Role').selectOption('');

    await page.getByLabel('Sort by').selectOption('points');
    // The re-sorted page replaces the previous one once it arrives: wait for it rather than read the old order.
    await expect(
      page
        .locator('#main li, #main article')
        .filter({ hasText: /Pointsworth|Priya|Arjun|Club Admin/ })
        .first(),
    ).toContainText('Zed Pointsworth');

    const list = page.getByRole('button', { name: 'List' });
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoA11yViolations(page);

    await page.locator('#members-search').fill('zz-nobody-matches-this');
    await expect(page.getByText('No users found')).toBeVisible();
    // The empty state says it alone: no 'Showing 0 of 0 users'.
    await expect(page.getByText(/Showing \d+ of \d+ users/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText(/Showing \d+ of \d+ users/)).toBeVisible();
  });

  test('a member edits their profile and sees it on their public page', async ({ page, request }) => {
    const user = await registerViaApi(request, { name: 'Edith Editor' });
    await signInBrowser(page, user);
    await page.goto('/profile');
    await expect(page.getByText(`@${user.username}`).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bio').fill('Writes drivers for odd sensors.');
    await dialog.getByLabel('Location').fill('Lisbon');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toContainText('Writes drivers for odd sensors.');

    await page.goto(`/users/${user.username}`);
    await expect(page.getByRole('heading', { name: 'Edith Editor' }).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Writes drivers for odd sensors.');
    await expect(page.getByRole('main')).toContainText('Lisbon');
    await expectNoA11yViolations(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.username}!` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Club Ranking');
    await expectNoA11yViolations(page);
  });

  test('profile, public page and dashboard show the member’s all-time leaderboard rank, or Unranked without points', async ({ page, request }) => {
    const user = await registerViaApi(request, { name: 'Rhea Ranked' });
    await signInBrowser(page, user);
    const rankStat = () => page.getByRole('main').locator('dl > div').filter({ hasText: /^Rank/ }).first();
    await page.goto('/profile');
    await expect(rankStat()).toContainText('Unranked');
    await page.goto(`/users/${user.username}`);
    await expect(rankStat()).toContainText('Unranked');

    const admin = await adminSession(request);
    const adjust = await request.put(`/api/admin/users/${user.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { points_adjustment: { operation: 'add', amount: 30, reason: 'e2e: ranked' } },
    });
    expect(adjust.ok(), await adjust.text()).toBe(true);
    const board = await request.get('/api/leaderboard?timeframe=all', { headers: { authorization: `Bearer ${user.token}` } });
    const { me, total } = ((await board.json()) as { data: { me: { rank: number | null }; total: number } }).data;
    const rank = me.rank;
    expect(rank).not.toBeNull();
    // One "of N" everywhere: the leaderboard's total (active members with points).
    const ofN = `of ${total.toLocaleString('en-US')}`;

    await page.goto('/profile');
    await expect(rankStat()).toContainText(`#${rank}`);
    await expect(rankStat()).toContainText(ofN);
    await page.goto(`/users/${user.username}`);
    await expect(rankStat()).toContainText(`#${rank}`);
    await expect(rankStat()).toContainText(ofN);
    await page.goto('/dashboard');
    await expect(page.locator('dl > div').filter({ hasText: 'Club Ranking' }).locator('dd').first()).toHaveText(`#${rank}`);
    await expect(page.locator('dl > div').filter({ hasText: 'Club Ranking' })).toContainText(`${ofN} member`);
    await expect(page.locator('dl > div').filter({ hasText: 'Total Points' }).locator('dd').first()).toHaveText('30');
  });

  test('an unknown member shows "User not found"', async ({ page }) => {
    await page.goto('/users/no-such-member-here');
    await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  });
});
