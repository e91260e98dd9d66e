import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
 * Events tell members live (SPEC §2 Events, Notifications): registering in one tab brings 'Registration confirmed'
 * to the bell and a toast of another open tab; leaving a full event brings 'You have a place' to the first on the
 * waitlist, in their open tab.
 */

const HOUR = 3_600_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a published event through the API, starting in three days. */
async function createEvent(request: APIRequestContext, token: string, max: number): Promise<{ id: number; title: string }> {
  const start = new Date(Date.now() + 72 * HOUR);
  const title = unique('CAN bus evening ');
  const res = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'Two STM32 boards, two transceivers and a twisted pair: we send our first CAN frames.',
      category: 'Workshop',
      location: 'Lab B-204',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3 * HOUR).toISOString(),
      max_participants: max,
      status: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, title };
}

/** Waits until the tab's live notification stream is open (the app marks <html> while it is). */
async function waitForLive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-notifications-live', 'open', { timeout: 15_000 });
}

/** The header bell of a page (its name says the unread count). */
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test('registering in one tab is confirmed live in another; leaving a full event promotes the next member live', async ({ page, request, consoleErrors }) => {
  test.slow(); // two members, three tabs, two live deliveries
  const admin = await adminSession(request);
  const event = await createEvent(request, admin.token, 1);
  const ada = await registerViaApi(request);
  const bob = await registerViaApi(request);

  // Ada keeps the challenges open in one tab and registers in another.
  await signInBrowser(page, ada);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/challenges');
  await waitForLive(page);
  const tab = await page.context().newPage();
  await tab.goto(`/events/${event.id}`);
  await tab.getByRole('button', { name: `Register Now for ${event.title}` }).click();
  await expect(tab.getByText('You are registered', { exact: true })).toBeVisible();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByText('Registration confirmed')).toBeVisible();
  await expect(page.getByText(`You are registered for "${event.title}".`, { exact: false })).toBeVisible();
  await tab.close();

  // Bob, in a browser of his own, joins the waitlist and keeps the event open.
  const bobContext = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const bobPage = await bobContext.newPage();
  await signInBrowser(bobPage, bob);
  await bobPage.goto(`/events/${event.id}`);
  await bobPage.getByRole('button', { name: `Join waitlist for ${event.title}` }).click();
  await expect(bobPage.getByText('You are on the waitlist')).toBeVisible();
  await waitForLive(bobPage);

  // Ada leaves: Bob hears at once that he has the place.
  const left = await request.delete(`/api/events/${event.id}/registration`, { headers: bearer(ada.token) });
  expect(left.status(), await left.text()).toBe(200);
  await expect(bell(bobPage)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bobPage.getByText('You have a place')).toBeVisible();
  // The open event page follows without a reload: Bob holds the place and his check-in code.
  await expect(bobPage.getByText('You are registered', { exact: true })).toBeVisible();
  await expect(bobPage.getByRole('img', { name: /QR code of check-in code/ })).toBeVisible();
  await bobContext.close();
  expect(consoleErrors).toEqual([]);
  await request.delete(`/api/events/${event.id}`, { headers: bearer(admin.token) });
});
