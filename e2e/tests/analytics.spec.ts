import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminSession, expect, registerViaApi, scanEveryWay, signInBrowser, test, unique } from './fixtures';

/*
 * Analytics (SPEC §2 Analytics) against the real server: an admin sees the four cards and the charts; a member
 * registers and creates a project, and after a reload the cards and the activity series count them; an admin adds a
 * goal; each chart's CSV downloads with its header line; a member is refused the page; axe scans light and dark at
 * 360 px and 1280 px.
 */

const numberIn = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^0-9]/g, ''));

test.describe('analytics', () => {
  test('an admin sees the cards; a new member and their project change them after a reload', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    await signInBrowser(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('Dates are UTC days')).toBeVisible();
    for (const label of ['Member growth', 'Active members', 'Engagement', 'Goals completed'])
      await expect(page.getByTestId('analytics-cards').getByText(label)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const projectsTotal = page.getByTestId('total-activity-projects');
    await expect(projectsTotal).toBeVisible();
    const before = {
      members: await numberIn(page, 'card-new-members'),
      active: await numberIn(page, 'card-active'),
      projects: await numberIn(page, 'total-activity-projects'),
    };

    const member = await registerViaApi(request);
    const res = await request.post('/api/projects', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { title: unique('Analytics probe '), description: 'A project the analytics count.', category: 'IoT' },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.reload();
    await expect(page.getByTestId('card-new-members')).toHaveText(new RegExp(`^${(before.members + 1).toLocaleString('en-US')} new member`));
    expect(await numberIn(page, 'card-active')).toBeGreaterThanOrEqual(before.active + 1);
    await expect(projectsTotal).toHaveText((before.projects + 1).toLocaleString('en-US'));

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByText('Show the data').first().click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await scanEveryWay(page, 'analytics for an admin');
    expect(consoleErrors).toEqual([]);
  });

  test('an admin adds a goal and downloads a chart as CSV; a member is refused', async ({ page, request, browser, consoleErrors }) => {
    const admin = await adminSession(request);
    await signInBrowser(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/analytics');
    await expect(page.getByTestId('card-goals')).toBeVisible();
    const total = Number((await page.getByTestId('card-goals').innerText()).split('/')[1]);

    await page.getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Goal' });
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    const title = unique('Grow the club ');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Metric').selectOption('new-members');
    await dialog.getByLabel('Target').fill('1');
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByTestId('card-goals')).toHaveText(new RegExp(`/${total + 1}$`));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of New members' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-new-members-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Day (UTC),New members');
    expect(csv.split('\r\n')).toHaveLength(32); // header, 30 days, the final line break

    const activity = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of Activity by kind' }).click();
    const activityCsv = await readFile((await (await activity).path())!, 'utf8');
    expect(activityCsv.split('\r\n')[0]).toBe(
      'Day (UTC),Projects created,Challenge solves,Event registrations,Event check-ins,Forum posts,Orders,Course completions',
    );

    const member = await registerViaApi(request);
    const other = await browser.newPage();
    await signInBrowser(other, member);
    await other.goto('/analytics');
    await expect(other.getByRole('heading', { name: 'Analytics' })).toHaveCount(0);
    await expect(other.getByTestId('analytics-cards')).toHaveCount(0);
    await other.close();
    expect(consoleErrors).toEqual([]);
  });
});
