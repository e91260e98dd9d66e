import { expect, scanEveryWay, secondPage, signInBrowser, registerViaApi, test, unique } from './fixtures';
import type { Page } from '@playwright/test';

/*
 * Code review (docs/requirements.md §2 Code review) against the real server: a member requests a review with 'Request
 * Review' (the form's messages first); another member, in a second browser, claims it, comments, replies and approves;
 * the requester sees the approved state, the reply thread, the counters change and the notifications. Axe scans of
 * /code-review, the dialog and /code-review/:id, light and dark, at 360 px and 1280 px.
 */

/** The number a counter of /code-review shows. */
async function counter(page: Page, label: 'Open' | 'Approved' | 'Pending'): Promise<number> {
  const text = await page.locator('dl[aria-label="Review requests by state"] div').filter({ hasText: label }).locator('dd').innerText();
  return Number(text.replace(/\D/g, ''));
}

test.describe('code review', () => {
  test('a member requests a review; another claims, comments and approves it; the requester sees it and was notified', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers, dialogs, axe in four ways on three pages
    const requester = await registerViaApi(request);
    const reviewer = await registerViaApi(request);
    await signInBrowser(page, requester);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/code-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Review' })).toBeVisible();
    await expect(page.locator('dl[aria-label="Review requests by state"] dd').first()).not.toHaveText('–');
    const before = { open: await counter(page, 'Open'), approved: await counter(page, 'Approved'), pending: await counter(page, 'Pending') };
    await scanEveryWay(page, '/code-review');

    // Request Review: the form's messages, then a request that opens.
    await page.getByRole('button', { name: 'Request Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Review' });
    await dialog.getByRole('button', { name: 'Request Review' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    const title = unique('Debounce the buttons ');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Link' }).fill('http://github.com/esdc/firmware/pull/7');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The timer ISR sets a **flag**; please check the debounce.');
    await dialog.getByRole('button', { name: 'Request Review' }).click();
    await expect(dialog.getByText('Link must be an https address, such as a pull request or a file')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://github.com/esdc/firmware/pull/7');
    await dialog.getByRole('checkbox', { name: 'Interrupts' }).check();
    await dialog.getByRole('checkbox', { name: 'Timing' }).check();
    await scanEveryWay(page, 'the Request Review dialog');
    await dialog.getByRole('button', { name: 'Request Review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Review requested')).toBeVisible();
    const requestPath = new URL(page.url()).pathname;
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Interrupts' })).toBeVisible();
    // The requester cannot claim their own request.
    await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);

    // The reviewer, in their own browser, finds it among the open requests, claims it, comments and approves.
    const other = await secondPage(browser, reviewer);
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto('/code-review');
    await other.getByRole('combobox', { name: 'State' }).selectOption('open');
    await other.getByRole('link', { name: title }).click();
    await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await other.getByRole('button', { name: 'Claim' }).click();
    await expect(other.getByText('You are reviewing this request')).toBeVisible();
    await expect(other.getByText('In review', { exact: true })).toBeVisible();
    await other.getByRole('textbox', { name: 'Your comment' }).fill('Is the flag `volatile`?');
    await other.getByRole('button', { name: 'Post Comment' }).click();
    await expect(other.getByRole('article', { name: `Comment by ${reviewer.name}` }).locator('code')).toHaveText('volatile');
    await scanEveryWay(other, 'a request under review');
    await other.getByRole('button', { name: 'Approve' }).click();
    await expect(other.getByText('Review approved')).toBeVisible();
    await expect(other.getByText('Approved', { exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await other.context().close();

    // The requester sees the approved state and the comment, and replies to it.
    await page.goto(requestPath);
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText(reviewer.name).first()).toBeVisible();
    const comment = page.getByRole('article', { name: `Comment by ${reviewer.name}` });
    await comment.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Yes, it is.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByRole('article', { name: `Comment by ${requester.name}` })).toContainText('Yes, it is.');
    await scanEveryWay(page, 'an approved request');

    // The counters: one more approved; the request went from open through pending to approved.
    await page.goto('/code-review');
    await expect.poll(() => counter(page, 'Approved')).toBe(before.approved + 1);
    expect(await counter(page, 'Open')).toBe(before.open);
    expect(await counter(page, 'Pending')).toBe(before.pending);

    // The requester was notified of each step.
    await page.goto('/notifications');
    await expect(page.getByText('Your review request was claimed')).toBeVisible();
    await expect(page.getByText('New review comment')).toBeVisible();
    await expect(page.getByText(`${reviewer.name} approved "${title}".`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
