import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, signInBrowser, test, waitForApp, type TestUser } from './fixtures';

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Creates a project owned by `owner` through the API and returns its id. */
async function createProjectViaApi(request: APIRequestContext, owner: TestUser, title: string): Promise<number> {
  const res = await request.post('/api/projects', {
    ...auth(owner.token),
    data: { title, description: 'A project made through the API for the notifications test.', category: 'IoT' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** `liker` likes the project through the API (the server notifies its owner in the same transaction). */
async function like(request: APIRequestContext, liker: TestUser, projectId: number) {
  const res = await request.post(`/api/projects/${projectId}/like`, auth(liker.token));
  expect(res.ok(), await res.text()).toBe(true);
}

/** Waits until the tab's live notification stream is open (the app marks <html> while it is). */
async function waitForLive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-notifications-live', 'open', { timeout: 15_000 });
}

/** Another tab of the same browser, signed in as `user`, whose goto waits for the app. */
async function secondTab(page: Page, user: Parameters<typeof signInBrowser>[1]): Promise<Page> {
  const tab = await page.context().newPage();
  await signInBrowser(tab, user);
  return tab;
}

/** A page of its own (a second browser), signed in as `user`. */
async function otherBrowser(browser: Browser, user: Parameters<typeof signInBrowser>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInBrowser(page, user);
  return page;
}

/** The unread summary under the page's heading ('N unread notification(s)' or 'All caught up!'). */
const summary = (page: Page) => page.getByRole('main').getByRole('status').first();

/** The header bell of a page (its name says the unread count). */
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test('a like arrives live in two open tabs (bell count, toast, list); a click marks it read, Mark all as read, delete', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow(); // two tabs and three live deliveries
  const owner = await registerViaApi(request);
  const likers = [await registerViaApi(request), await registerViaApi(request), await registerViaApi(request)];
  const projectId = await createProjectViaApi(request, owner, 'Weather station');
  await signInBrowser(page, owner);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/leaderboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await waitForLive(page);

  const tab = await secondTab(page, owner);
  await tab.goto('/notifications');
  await waitForApp(tab);
  await expect(tab.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(tab.getByText('No notifications')).toBeVisible();
  await expect(tab.getByText("You're all caught up!")).toBeVisible();
  await expect(summary(tab).getByText('All caught up!')).toBeVisible();
  // No shared header on this page; a way back to the site instead.
  await expect(tab.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: 'Back to ESDC Hub' })).toBeVisible();
  await waitForLive(tab);

  // A second member likes the project: both tabs hear of it at once.
  await like(request, likers[0]!, projectId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(page.getByText('New like on your project')).toBeVisible();
  await expect(page.getByText(`${likers[0]!.name} liked "Weather station".`)).toBeVisible();
  const list = tab.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(`${likers[0]!.name} liked "Weather station".`)).toBeVisible();
  await expect(summary(tab).getByText('1 unread notification')).toBeVisible();
  await expect(list.getByText('just now')).toBeVisible();
  await expect(list.getByText('Unread', { exact: true })).toBeVisible();

  // A click marks it read and opens the project; the first tab's bell follows.
  await list.getByRole('link', { name: /New like on your project/ }).click();
  await expect(tab).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Two more likes, then 'Mark all as read'.
  await like(request, likers[1]!, projectId);
  await like(request, likers[2]!, projectId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await tab.goto('/notifications');
  await waitForApp(tab);
  await expect(summary(tab).getByText('2 unread notifications')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoA11yViolations(tab);
  await tab.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(summary(tab).getByText('All caught up!')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Delete one, then the rest: the empty state.
  await list.getByRole('button', { name: 'Delete notification' }).first().click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(tab.getByText('Notification deleted').first()).toBeVisible();
  for (let left = 2; left > 0; left -= 1) {
    await list.getByRole('button', { name: 'Delete notification' }).first().click();
    if (left > 1) await expect(list.getByRole('listitem')).toHaveCount(left - 1);
  }
  await expect(tab.getByText('No notifications')).toBeVisible();
  const api = await request.get('/api/notifications', auth(owner.token));
  expect(((await api.json()) as { data: unknown[] }).data).toEqual([]);
  // The project page shows code-host avatars, which this sandbox cannot resolve.
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('an admin sends an announcement from the admin panel and a member sees it live; preferences save and apply', async ({ page, request, browser }) => {
  test.slow(); // two browsers, a live delivery and a reload
  // The member is made a moderator and the announcements go to moderators, so they reach no other test's members (the
  // seeded moderators get them too). The role change is itself a notification.
  const member = await registerViaApi(request);
  const admin = await adminSession(request);
  const promoted = await request.put(`/api/admin/users/${member.id}`, { ...auth(admin.token), data: { role: 'moderator' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await signInBrowser(page, { ...member, role: 'moderator' });
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByText('Your role changed')).toBeVisible();
  await waitForLive(page);

  const adminPage = await otherBrowser(browser, admin);
  await adminPage.goto('/admin?tab=announcements');
  await waitForApp(adminPage);
  const form = adminPage.getByRole('form', { name: 'New announcement' });
  await expect(form).toBeVisible();
  await expectNoA11yViolations(adminPage);

  // The core schema's messages, before anything is sent.
  await form.getByRole('button', { name: 'Send announcement' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill('Lab night on Friday');
  await form.getByLabel('Message').fill('Bring your boards: the soldering stations are free from 6 pm.');
  await form.getByLabel('Link (optional)').fill('https://example.com');
  await form.getByRole('button', { name: 'Send announcement' }).click();
  await expect(form.getByText('Link must be a path in the app, such as /projects/12')).toBeVisible();
  await form.getByLabel('Link (optional)').fill('/challenges');
  await form.getByLabel('Audience').selectOption({ label: 'Moderators' });
  await form.getByRole('button', { name: 'Send announcement' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Send announcement?' });
  await expect(confirm).toContainText('every active member in Moderators');
  await expectNoA11yViolations(adminPage);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Announcement sent to \d+ members?$/);
  await expect(form.getByLabel('Title')).toHaveValue('');

  // The member's open page gets it at once, with a toast.
  await expect(list.getByText('Lab night on Friday')).toBeVisible();
  await expect(list.getByText('Announcement', { exact: true })).toBeVisible();
  await expect(summary(page).getByText('2 unread notifications')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').getByText('Lab night on Friday')).toBeVisible();

  // Preferences: announcements off; saved, still off after a reload, and the next announcement is not kept.
  const preferences = page.getByRole('form', { name: 'Preferences' });
  const announcements = preferences.getByRole('group', { name: 'Announcements from the admins' });
  await expect(announcements.getByRole('radio', { name: 'In the app' })).toBeChecked();
  await announcements.getByText('Off').click();
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Preferences' }).getByRole('group', { name: 'Announcements from the admins' }).getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
  const sent = await request.post('/api/admin/announcements', {
    ...auth(admin.token),
    data: { title: 'Second notice', message: 'Not for everyone.', audience: 'moderator' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const mine = (await (await request.get('/api/notifications', auth(member.token))).json()) as { data: { title: string }[] };
  expect(mine.data.map((n) => n.title)).toEqual(['Lab night on Friday', 'Your role changed']);

  // /settings leads to the preferences.
  await page.goto('/settings');
  await page.getByRole('link', { name: /Notification preferences/ }).click();
  await expect(page).toHaveURL(/\/notifications#preferences$/);
  await adminPage.context().close();
});

test('axe: /notifications, the bell and the Announcements tab, light and dark, at 360 px and on a desktop', async ({ page, request }) => {
  test.slow(); // two pages, each scanned four ways, on a shared machine
  const owner = await registerViaApi(request);
  const liker = await registerViaApi(request);
  const projectId = await createProjectViaApi(request, owner, 'Line follower');
  await like(request, liker, projectId);
  const admin = await adminSession(request);
  // Each page is loaded once, in the dark theme chosen before the app starts (the class is on <html> from the first
  // paint); the scans switch theme and width in place, and check nothing scrolls sideways.
  await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
  await signInBrowser(page, owner);
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('form', { name: 'Preferences' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await scanEveryWay(page, '/notifications');

  // The header's bell says the unread count, and is on screen at both widths.
  await page.goto('/leaderboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(bell(page)).toBeVisible();
  }

  // The admin's tab (this page's later sign-in replaces the member's).
  await signInBrowser(page, admin);
  await page.goto('/admin?tab=announcements');
  await expect(page.getByRole('form', { name: 'New announcement' })).toBeVisible();
  await scanEveryWay(page, 'the Announcements tab');
});
