import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, secondPage, signInBrowser, test, unique } from './fixtures';

/*
 * Mentorship (docs/requirements.md §2 Mentorship) against the real server: a member applies to mentor with the Become
 * a Mentor form (an availability row added and removed); the admin approves in the admin panel's Mentors tab; another
 * member finds the mentor by topic and books a session with an agenda, sees it under My Sessions and cancels it; axe
 * scans of every state, light and dark, at 360 px and 1280 px.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Makes an approved mentor of `member` teaching `topic` (a project names it), every day 08:00–20:00 in Berlin, through the API. */
async function approvedMentor(request: APIRequestContext, member: { token: string }, adminToken: string, topic: string): Promise<number> {
  const project = await request.post('/api/projects', {
    headers: auth(member.token),
    data: { title: unique('Mentor project '), description: 'A project naming the technology.', category: 'IoT', technologies: [topic] },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const applied = await request.post('/api/mentor-applications', {
    headers: auth(member.token),
    data: {
      topics: [topic],
      bio: 'I help with sensor drivers.',
      time_zone: 'Europe/Berlin',
      session_minutes: 60,
      availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const id = ((await applied.json()) as { data: { id: number } }).data.id;
  const approved = await request.post(`/api/mentor-applications/${id}/approve`, { headers: auth(adminToken) });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

test.describe('mentorship', () => {
  test('visitors see Find Mentors with a sign-in link; axe clean light and dark, 360 px and desktop', async ({ page }) => {
    await page.goto('/mentorship');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in for sessions and mentoring' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await scanEveryWay(page, '/mentorship (visitor)');
  });

  test('every member view is axe clean: Find Mentors, Book Session, My Sessions, Become a Mentor, the admin tab', async ({ page, request, browser }) => {
    test.slow();
    const admin = await adminSession(request);
    const mentor = await registerViaApi(request, { name: unique('Mentor ') });
    const mentee = await registerViaApi(request);
    const topic = unique('Tech');
    const mentorId = await approvedMentor(request, mentor, admin.token, topic);
    const slots = await request.get(`/api/mentors/${mentorId}/slots`);
    const slot = ((await slots.json()) as { data: { starts_at: string }[] }).data[0]!.starts_at;
    const booked = await request.post('/api/mentorship/sessions', {
      headers: auth(mentee.token),
      data: { mentor_id: mentorId, starts_at: slot, agenda: 'Scan me' },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    // A pending application for the admin tab.
    const applicant = await registerViaApi(request);
    await request.post('/api/projects', {
      headers: auth(applicant.token),
      data: { title: unique('P '), description: 'Names a technology.', category: 'IoT', technologies: [topic] },
    });
    await request.post('/api/mentor-applications', {
      headers: auth(applicant.token),
      data: { topics: [topic], bio: 'Pending', time_zone: 'UTC', session_minutes: 30, availability: [{ weekday: 2, start: '10:00', end: '11:00' }] },
    });

    await signInBrowser(page, mentee);
    await page.goto(`/mentorship?topic=${encodeURIComponent(topic)}`);
    await expect(page.getByRole('article').filter({ hasText: mentor.name })).toBeVisible();
    await scanEveryWay(page, 'Find Mentors (member)');
    await page.getByRole('article').filter({ hasText: mentor.name }).getByRole('button', { name: 'Book Session' }).click();
    await expect(page.getByRole('dialog').getByLabel('Time slot')).toBeVisible();
    await scanEveryWay(page, 'the Book Session dialog');
    await page.keyboard.press('Escape');
    await page.goto('/mentorship?tab=sessions');
    await expect(page.getByText('Scan me')).toBeVisible();
    await scanEveryWay(page, 'My Sessions');
    await page.goto('/mentorship?tab=become');
    await expect(page.getByRole('button', { name: 'Apply to Mentor' })).toBeVisible();
    await scanEveryWay(page, 'Become a Mentor');

    const adminPage = await secondPage(browser, admin);
    await adminPage.goto('/admin?tab=mentors');
    await expect(adminPage.getByRole('heading', { name: 'Mentor applications' })).toBeVisible();
    await expect(adminPage.getByText('Pending').first()).toBeAttached();
    await scanEveryWay(adminPage, 'the admin Mentors tab');
    await adminPage.context().close();
  });

  test('book a mentor session: apply, approve, find by topic, book, cancel', async ({ page, request, browser, consoleErrors }) => {
    test.slow(); // two browsers, dialogs, many axe scans
    const admin = await adminSession(request);
    const mentor = await registerViaApi(request, { name: unique('Mentor ') });
    const mentee = await registerViaApi(request);
    // A technology to teach: a project names it (the technologies list is the projects').
    const topic = unique('Tech');
    const project = await request.post('/api/projects', {
      headers: auth(mentor.token),
      data: { title: unique('Mentor project '), description: 'A project naming the technology.', category: 'IoT', technologies: [topic] },
    });
    expect(project.ok(), await project.text()).toBe(true);

    // The mentor applies.
    const mentorPage = await secondPage(browser, mentor);
    await mentorPage.setViewportSize({ width: 1280, height: 900 });
    await mentorPage.goto('/mentorship?tab=become');
    await expect(mentorPage.getByRole('tab', { name: 'Become a Mentor' })).toHaveAttribute('aria-selected', 'true');
    await mentorPage.getByRole('button', { name: 'Apply to Mentor' }).click();
    await expect(mentorPage.getByText('Choose at least one topic')).toBeVisible();
    await expect(mentorPage.getByText('Bio is required')).toBeVisible();
    await mentorPage.getByRole('checkbox', { name: topic }).check();
    await mentorPage.getByRole('textbox', { name: 'Bio' }).fill('I help with sensor drivers.');
    await mentorPage.getByLabel('Time zone').selectOption('Europe/Berlin');
    await mentorPage.getByLabel('Session length').selectOption('60');
    await mentorPage.getByRole('button', { name: 'Add availability' }).click();
    await expect(mentorPage.getByLabel('Day')).toHaveCount(2);
    await mentorPage.getByRole('button', { name: 'Remove availability row 2' }).click();
    await expect(mentorPage.getByLabel('Day')).toHaveCount(1);
    // Every day from 08:00 to 20:00, so slots exist whatever day the test runs.
    for (let day = 0; day < 7; day++) {
      if (day > 0) await mentorPage.getByRole('button', { name: 'Add availability' }).click();
      await mentorPage.locator(`#availability-${day}-weekday`).selectOption(String(day));
      await mentorPage.locator(`#availability-${day}-start`).fill('08:00');
      await mentorPage.locator(`#availability-${day}-end`).fill('20:00');
    }
    await mentorPage.getByRole('button', { name: 'Apply to Mentor' }).click();
    await expect(mentorPage.getByText('Application sent', { exact: true })).toBeVisible();

    // The admin approves it in the Mentors tab.
    const adminPage = await secondPage(browser, admin);
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto('/admin?tab=mentors');
    await expect(adminPage.getByRole('heading', { name: 'Mentor applications' })).toBeVisible();
    const approve = adminPage.getByRole('table').getByRole('button', { name: `Approve ${mentor.name} as a mentor` });
    await expect(approve).toBeVisible();
    await approve.click();
    await expect(approve).toHaveCount(0); // approved: no longer pending

    // The mentor, approved, edits their profile on the same tab.
    await mentorPage.goto('/mentorship?tab=become');
    await expect(mentorPage.getByRole('heading', { name: 'Your mentor profile' })).toBeVisible();
    await expect(mentorPage.getByRole('textbox', { name: 'Bio' })).toHaveValue('I help with sensor drivers.');
    await mentorPage.getByRole('textbox', { name: 'Bio' }).fill('I help with sensor drivers and PCB layout.');
    await mentorPage.getByRole('button', { name: 'Save Profile' }).click();
    await expect(mentorPage.getByText('Mentor profile saved').first()).toBeVisible();
    await expectNoA11yViolations(mentorPage);

    // The mentee finds the mentor by topic and books a session.
    await signInBrowser(page, mentee);
    await page.goto(`/mentorship?topic=${encodeURIComponent(topic)}`);
    const card = page.getByRole('article').filter({ hasText: mentor.name });
    await expect(card.getByText(topic)).toBeVisible();
    await expect(card.getByText('60 minutes')).toBeVisible();
    await expect(card.getByText('I help with sensor drivers and PCB layout.')).toBeVisible();
    await card.getByRole('button', { name: 'Book Session' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a session with ${mentor.name}` });
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await expect(dialog.getByText('Pick a time slot').last()).toBeVisible();
    await expect(dialog.getByText('Agenda is required')).toBeVisible();
    await scanEveryWay(page, 'the Book Session dialog');
    const slotSelect = dialog.getByLabel('Time slot');
    // A slot more than 2 hours away, so it can still be cancelled (SPEC: cancel up to 2 hours before).
    const values = await slotSelect.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const later = values.find((v) => v !== '' && Date.parse(v) > Date.now() + 3 * 3_600_000);
    expect(later, `a slot 3 hours ahead among ${values.join(', ')}`).toBeTruthy();
    await slotSelect.selectOption(later!);
    await dialog.getByRole('textbox', { name: 'Agenda' }).fill('Review my I2C driver');
    const booking = page.waitForResponse((r) => r.url().endsWith('/api/mentorship/sessions') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    const bookedRes = await booking;
    expect(bookedRes.status(), await bookedRes.text()).toBe(201);
    await expect(dialog).toBeHidden();

    // My Sessions lists it; the mentor sees it too.
    await page.getByRole('tab', { name: 'My Sessions' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const session = upcoming.getByRole('article').filter({ hasText: `With ${mentor.name}` });
    await expect(session.getByText('Review my I2C driver')).toBeVisible();
    await expect(session.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
    await mentorPage.goto('/mentorship?tab=sessions');
    await expect(mentorPage.getByRole('region', { name: 'Upcoming' }).getByText('You mentor')).toBeVisible();

    // The mentee cancels; it moves to Past as cancelled.
    await session.getByRole('button', { name: 'Cancel Session' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Session' }).click();
    const past = page.getByRole('region', { name: 'Past' });
    await expect(
      past
        .getByRole('article')
        .filter({ hasText: `With ${mentor.name}` })
        .getByText('Cancelled'),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await mentorPage.context().close();
    await adminPage.context().close();
  });
});
