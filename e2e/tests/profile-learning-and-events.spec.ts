import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
 * My Profile and the dashboard show what a member is doing: My Events lists the upcoming events they
 * registered for, My Courses the course they are taking with Continue Learning, and the dashboard's Upcoming Events
 * counts those events and links the next one. Axe-clean in both themes.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('My Profile lists my upcoming events and my course in progress; the dashboard counts my upcoming events', async ({ page, request }) => {
  const member = await registerViaApi(request);
  // An upcoming published event of this test's own (one another spec made could be cancelled or deleted meanwhile),
  // and the seeded FREE Arduino course.
  const admin = await adminSession(request);
  const start = Date.now() + 10 * 86_400_000;
  const created = await request.post('/api/events', {
    headers: bearer(admin.token),
    data: {
      title: unique('Profile meetup '),
      description: 'An evening of show and tell.',
      category: 'Talk',
      location: 'Lab B-204',
      mode: 'offline',
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 2 * 3_600_000).toISOString(),
      max_participants: 20,
      attendance_points: 5,
      tags: [],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { data: { id: number; title: string } }).data;
  const registered = await request.post(`/api/events/${event.id}/registration`, { headers: bearer(member.token), data: {} });
  expect(registered.ok(), await registered.text()).toBe(true);
  const courses = (await (await request.get('/api/courses?category=Arduino&limit=50')).json()) as { data: { id: number; title: string; is_free: boolean }[] };
  const course = courses.data.find((c) => c.is_free)!;
  expect((await request.post(`/api/courses/${course.id}/enrollment`, { headers: bearer(member.token) })).status()).toBe(201);

  await signInBrowser(page, member);
  await page.goto('/profile');
  const myEvents = page.getByRole('region', { name: 'My Events' });
  await expect(myEvents.getByRole('link', { name: event.title })).toBeVisible();
  await expect(myEvents.getByText('Registered', { exact: true })).toBeVisible();
  const myCourses = page.getByRole('region', { name: 'My Courses' });
  await expect(myCourses.getByRole('link', { name: course.title, exact: true })).toBeVisible();
  await expect(myCourses.getByText('0 of 6 lessons')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/dashboard');
  const upcoming = page.locator('div', { has: page.locator('dt', { hasText: 'Upcoming Events' }) }).last();
  await expect(upcoming.locator('dd').first()).toHaveText('1');
  await expect(upcoming.getByRole('link', { name: `Next: ${event.title}` })).toBeVisible();
  await upcoming.getByRole('link', { name: `Next: ${event.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

  // Leaving the event empties My Events again.
  expect((await request.delete(`/api/events/${event.id}/registration`, { headers: bearer(member.token) })).ok()).toBe(true);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My Events' }).getByText('No upcoming events')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoA11yViolations(page);
});
