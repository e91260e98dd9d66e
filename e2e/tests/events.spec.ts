import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique, type TestUser, scanPagesEveryWay } from './fixtures';

/*
 * Events (SPEC §2 Events, §4 Event status): the list and detail pages, registration with a waitlist, the editor, the
 * status actions, check-in by code, and an axe scan of every events page in both themes at 360 px and on a desktop.
 * Every test makes its own events through the API.
 */

const HOUR = 3_600_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface CreatedEvent {
  id: number;
  title: string;
}

/** Creates an event through `POST /api/events` (published unless told otherwise), starting `inHours` from now. */
async function createEvent(
  request: APIRequestContext,
  token: string,
  options: { max?: number | null; inHours?: number; status?: 'draft' | 'published'; title?: string; mode?: 'offline' | 'online'; location?: string } = {},
): Promise<CreatedEvent> {
  const start = new Date(Date.now() + (options.inHours ?? 72) * HOUR);
  const title = options.title ?? unique('ESP32 workshop ');
  const res = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'Wi-Fi, deep sleep and **MQTT** on the ESP32: bring a laptop and a USB cable.',
      category: 'Workshop',
      location: options.location ?? 'Lab B-204',
      mode: options.mode ?? 'offline',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3 * HOUR).toISOString(),
      max_participants: options.max === undefined ? 20 : options.max,
      attendance_points: 10,
      tags: ['esp32', 'mqtt'],
      status: options.status ?? 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { data: { id: number } };
  return { id: json.data.id, title };
}

/** Registers a member for an event through the API; returns their check-in code. */
async function registerForEvent(request: APIRequestContext, user: TestUser, id: number): Promise<{ status: string; code: string }> {
  const res = await request.post(`/api/events/${id}/registration`, { headers: bearer(user.token), data: {} });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { status: string; code: string } }).data;
}

async function deleteEvent(request: APIRequestContext, token: string, id: number) {
  await request.delete(`/api/events/${id}`, { headers: bearer(token) });
}

/** The card of an event on /events. */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('events', () => {
  test('a member registers from the list, sees the QR code of the registration, and unregisters', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const event = await createEvent(request, admin.token);
    const member = await registerViaApi(request);

    // A visitor sees the event with its capacity and a link to sign in instead of 'Register Now'.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Upcoming Events/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Completed Events/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search events' }).fill(event.title);
    await expect(card(page, event.title)).toBeVisible();
    await expect(card(page, event.title).getByText('0 / 20 registered')).toBeVisible();
    await expect(card(page, event.title).getByRole('link', { name: /Sign in to register/ })).toBeVisible();
    await expect(card(page, event.title).getByRole('button', { name: /Register Now/ })).toHaveCount(0);

    await signInBrowser(page, member);
    await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
    await card(page, event.title)
      .getByRole('button', { name: `Register Now for ${event.title}` })
      .click();
    await expect(page.getByText('You are registered for this event').first()).toBeVisible();
    await expect(card(page, event.title).getByText('1 / 20 registered')).toBeVisible();
    await expect(card(page, event.title).getByText('Registered', { exact: true })).toBeVisible();

    await card(page, event.title).getByRole('link', { name: event.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText('You are registered', { exact: true })).toBeVisible();
    const qr = page.getByRole('img', { name: /QR code of check-in code [0-9A-Z]{8}/ });
    await expect(qr).toBeVisible();
    const code = await qr.getAttribute('data-qr-code');
    await expect(page.locator('figcaption code')).toHaveText(code!);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/events/${event.id}.ics`);
    await expect(page.locator('.markdown-prose strong')).toHaveText('MQTT');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Unregister' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unregister' }).click();
    await expect(page.getByText('Your registration was cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Register Now for ${event.title}` })).toBeVisible();
    await expect(page.getByText('0 / 20 registered')).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await deleteEvent(request, admin.token, event.id);
  });

  test("an online event's meeting link is shown to registered members only, not to visitors", async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const link = `https://meet.esdc.example/${unique('room-')}`;
    const event = await createEvent(request, admin.token, { mode: 'online', location: link });
    const member = await registerViaApi(request);

    await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
    await expect(card(page, event.title)).toBeVisible();
    await expect(card(page, event.title).getByText('Online', { exact: true })).toBeVisible();
    await expect(page.getByText(link)).toHaveCount(0);
    await card(page, event.title).getByRole('link', { name: event.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText(link)).toHaveCount(0);
    await expectNoA11yViolations(page);

    await signInBrowser(page, member);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText(link)).toHaveCount(0);
    await page.getByRole('button', { name: `Register Now for ${event.title}` }).click();
    await expect(page.getByText('You are registered', { exact: true })).toBeVisible();
    await expect(page.getByText(link)).toBeVisible();
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
    await deleteEvent(request, admin.token, event.id);
  });

  test('a full event offers its waitlist, and the first in line is promoted when someone leaves', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const event = await createEvent(request, admin.token, { max: 1 });
    const first = await registerViaApi(request);
    const second = await registerViaApi(request);
    expect((await registerForEvent(request, first, event.id)).status).toBe('registered');

    await signInBrowser(page, second);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByText('Full — waitlist open')).toBeVisible();
    await page.getByRole('button', { name: `Join waitlist for ${event.title}` }).click();
    await expect(page.getByText('You are on the waitlist')).toBeVisible();
    await expect(page.getByText('#1', { exact: true })).toBeVisible();
    await expect(page.getByText('1 on the waitlist', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    // The member holding the place leaves: the waitlist moves up on its own.
    const left = await request.delete(`/api/events/${event.id}/registration`, { headers: bearer(first.token) });
    expect(left.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('You are registered', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code of check-in code/ })).toBeVisible();
    await expect(page.getByText('Full — waitlist open')).toBeVisible();
    await expect(page.getByText('on the waitlist')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    await deleteEvent(request, admin.token, event.id);
  });

  test('an organiser creates an event in the editor, publishes it and cancels it with a reason', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    // Members may create events once an admin allows it (SPEC §6).
    const allow = await request.put('/api/admin/events/settings', { headers: bearer(admin.token), data: { members_can_create: true } });
    expect(allow.status()).toBe(200);
    try {
      const organiser = await registerViaApi(request);
      await signInBrowser(page, organiser);
      await page.goto('/events');
      await page.getByRole('link', { name: 'Create Event' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New Event' })).toBeVisible();

      // The core schema's messages, before anything is sent.
      await page.getByRole('textbox', { name: 'Title' }).fill('Hi');
      await page.getByRole('button', { name: 'Create Event' }).click();
      await expect(page.getByText('Title must be at least 5 characters long')).toBeVisible();
      await expect(page.getByText('Invalid start date')).toBeVisible();

      const title = unique('Soldering clinic ');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: 'Description' }).fill('Bring a board you want to fix; we bring **irons** and flux.');
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByRole('tabpanel').locator('strong')).toHaveText('irons');
      await page.getByRole('tab', { name: 'Write' }).click();
      await page.getByLabel('Category').selectOption('Clinic');
      await page.getByRole('textbox', { name: 'Location' }).fill('Maker space');
      const start = new Date(Date.now() + 5 * 24 * HOUR);
      const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T18:00`;
      await page.getByLabel('Starts').fill(local(start));
      await page.getByLabel('Ends').fill(local(start));
      await page.getByRole('button', { name: 'Create Event' }).click();
      await expect(page.getByText('Start date must be before end date')).toBeVisible();
      await page.getByLabel('Ends').fill(local(start).replace('T18:00', 'T21:00'));
      await page.getByRole('spinbutton', { name: 'Max participants' }).fill('12');
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Create Event' }).click();

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Draft', { exact: true })).toBeVisible();
      await expect(page.getByText('0 / 12 registered')).toBeVisible();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Event published').first()).toBeVisible();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Cancel event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel event' });
      await dialog.getByRole('button', { name: 'Cancel Event' }).click();
      await expect(dialog.getByText('Cancellation reason is required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('The lab is closed for maintenance');
      await dialog.getByRole('button', { name: 'Cancel Event' }).click();
      await expect(page.getByText('This event was cancelled')).toBeVisible();
      await expect(page.getByText('Reason: The lab is closed for maintenance')).toBeVisible();
      await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
      await expectNoA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await request.put('/api/admin/events/settings', { headers: bearer(admin.token), data: { members_can_create: false } });
    }
  });

  test('an organiser checks members in by typed code', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const event = await createEvent(request, admin.token);
    const attendee = await registerViaApi(request);
    const { code } = await registerForEvent(request, attendee, event.id);

    await signInBrowser(page, admin);
    await page.goto(`/events/${event.id}`);
    await page.getByRole('link', { name: 'Check-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    const registered = page.getByRole('list', { name: 'Registered members' });
    await expect(registered.getByText(attendee.name)).toBeVisible();
    await expect(registered.getByText('Not yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
    await expectNoA11yViolations(page);

    const field = page.getByRole('textbox', { name: 'Check-in code' });
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Checked in: ${attendee.name}` })).toBeVisible();
    await expect(registered.getByText('Checked in')).toBeVisible();
    await expect(page.getByText('1 of 1 checked in')).toBeVisible();

    await field.fill(code);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Already checked in: ${attendee.name}` })).toBeVisible();

    await field.fill('ZZZZ2345');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unknown code' })).toBeVisible();
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await deleteEvent(request, admin.token, event.id);
  });

  test('/events and /events/{id} arrive rendered with their data, and a missing event says so', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const event = await createEvent(request, admin.token, { title: unique('Rendered talk ') });
    const list = await (await request.get(`/events?q=${encodeURIComponent(event.title)}`)).text();
    expect(list).toContain(event.title);
    expect(list).toContain('Sign in to register');
    const detail = await (await request.get(`/events/${event.id}`)).text();
    expect(detail).toContain(event.title);
    expect(detail).toContain('Lab B-204');

    await page.goto('/events/999999999');
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await deleteEvent(request, admin.token, event.id);
  });

  // Each page is loaded once and scanned in both themes at both widths in place (scanEveryWay). It loads in the
  // dark theme saved in local storage, so each load also shows the saved theme applied before the first paint.
  test('axe: every events page, light and dark, at 360 px and on a desktop', async ({ page, request }) => {
    // Six pages, each with two full scans and two colour scans: the four tests' work that was one per theme and
    // width, less the reloads, in one test.
    test.setTimeout(300_000);
    const admin = await adminSession(request);
    const event = await createEvent(request, admin.token);
    await registerForEvent(request, await registerViaApi(request), event.id);
    await signInBrowser(page, admin);
    // The admin holds a place too, so the event page shows the QR code of a registration.
    expect((await request.post(`/api/events/${event.id}/registration`, { headers: bearer(admin.token), data: {} })).status()).toBe(201);
    const pages: [string, RegExp | string][] = [
      ['/events', 'Events'],
      [`/events/${event.id}`, event.title],
      ['/events/new', 'New Event'],
      [`/events/${event.id}/edit`, 'Edit Event'],
      [`/events/${event.id}/check-in`, 'Check-in'],
      ['/admin?tab=events', 'Admin Panel'],
    ];
    await scanPagesEveryWay(page, pages, async (path) => {
      if (path === `/events/${event.id}`) await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      if (path.includes('admin')) await expect(page.getByRole('switch', { name: 'Members may create events' })).toBeVisible();
    });
    await deleteEvent(request, admin.token, event.id);
  });
});
