import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, registerViaApi, scanEveryWay, secondPage, signInBrowser, test, unique } from './fixtures';

/*
 * Roadmap (docs/requirements.md §2 Roadmap) against the real server: a visitor sees the three phases with the seeded
 * items and a sign-in link in place of a vote; a member votes for an item and takes the vote back (the count and the
 * pressed state persist across reloads); an admin adds an item, moves it to another phase and a voter gets the
 * notification (bell and /notifications), then deletes it; axe scans light and dark at 360 px and 1280 px.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Adds an item through the API as the admin; returns its id. */
async function addItem(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post('/api/roadmap/items', { headers: auth(token), data: { title, description: 'Added by the e2e suite.', phase: 'planned' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('roadmap', () => {
  test('a visitor sees the phases with their items and counts, and is asked to sign in to vote', async ({ page, consoleErrors }) => {
    await page.goto('/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    for (const phase of ['Completed', 'In progress', 'Planned']) await expect(page.getByRole('region', { name: new RegExp(`^${phase}`) })).toBeVisible();
    const completed = page.getByRole('region', { name: /^Completed/ });
    await expect(completed.getByRole('heading', { name: 'Member accounts and profiles' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^In progress/ }).getByRole('heading', { name: 'Discussion forum' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sign in to vote for Discussion forum/ })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: /Vote for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
    await scanEveryWay(page, 'the roadmap for a visitor');
    expect(consoleErrors).toEqual([]);
  });

  test('a member votes for an item and takes the vote back; the count persists after a reload', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const title = unique('Vote on me ');
    await addItem(request, admin.token, title);
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/roadmap');

    const vote = page.getByRole('button', { name: new RegExp(`votes?\\. Vote for ${title}$`) });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName(`0 votes. Vote for ${title}`);
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveAccessibleName(`1 vote. Vote for ${title}`);
    await page.reload();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveAccessibleName(`1 vote. Vote for ${title}`);
    await scanEveryWay(page, 'the roadmap for a member');

    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName(`0 votes. Vote for ${title}`);
    await page.reload();
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName(`0 votes. Vote for ${title}`);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin adds an item and moves it to another phase; its voter is notified; the admin deletes it', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers, dialogs, notifications
    const admin = await adminSession(request);
    const voter = await registerViaApi(request);
    await signInBrowser(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/roadmap');

    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Roadmap Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    const title = unique('Solder station booking ');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Book the lab soldering station by the hour.');
    await dialog.getByRole('textbox', { name: 'Quarter' }).fill('Q2 2026');
    await scanEveryWay(page, 'the Add Roadmap Item dialog');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Roadmap item added')).toBeVisible();
    const planned = page.getByRole('region', { name: /^Planned/ });
    await expect(planned.getByRole('heading', { name: title })).toBeVisible();

    // The voter votes, through the API, then the admin moves the item to In progress.
    const roadmap = (await (await request.get('/api/roadmap')).json()) as { data: { phases: { items: { id: number; title: string }[] }[] } };
    const itemId = roadmap.data.phases.flatMap((p) => p.items).find((i) => i.title === title)!.id;
    expect((await request.post(`/api/roadmap/items/${itemId}/vote`, { headers: auth(voter.token) })).status()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByRole('combobox', { name: 'Phase' }).selectOption({ label: 'In progress' });
    await edit.getByRole('button', { name: 'Save Item' }).click();
    await expect(page.getByText('Roadmap item saved')).toBeVisible();
    const inProgress = page.getByRole('region', { name: /^In progress/ });
    await expect(inProgress.getByRole('heading', { name: title })).toBeVisible();
    await expect(inProgress.getByRole('button', { name: `1 vote. Vote for ${title}` })).toBeVisible();
    await scanEveryWay(page, 'the roadmap for an admin');

    const voterPage = await secondPage(browser, voter);
    await voterPage.setViewportSize({ width: 1280, height: 900 });
    await voterPage.goto('/roadmap');
    await expect(voterPage.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread/ })).toBeVisible();
    await voterPage.goto('/notifications');
    await expect(voterPage.getByRole('main').getByText(`${title} is now in progress`)).toBeVisible();
    await voterPage.close();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Roadmap item deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
