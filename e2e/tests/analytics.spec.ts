import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
 * Analytics (SPEC §2 Static pages): a visitor reads the list and is asked to sign in to post; a member posts an entry
 * and sees it first in the list; bad input shows the schema's message and posts nothing; an axe scan of each state.
 */

test.describe('analytics', () => {
  test('a visitor sees the list and a link to sign in, not the form', async ({ page, consoleErrors }) => {
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to post' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post entry' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a member posts an entry and sees it listed; bad input shows the message and posts nothing', async ({ page, request, consoleErrors }) => {
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Body is required')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(121));
    await page.getByRole('textbox', { name: 'Body' }).fill('Too long a title.');
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Title must be at most 120 characters long')).toBeVisible();

    const title = unique('Entry ');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Entry posted')).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: title })).toBeVisible();
    await expect(first.getByText('Too long a title.')).toBeVisible();
    await expect(first.getByText(member.name)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
