import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, signInBrowser, test } from './fixtures';
import { formatShortDate } from '@esdc/core/display';

/*
 * Learning: a member enrolls in the seeded FREE Arduino course, completes every lesson in the lesson player,
 * fails the exam once and then passes it, sees the certificate on /certifications, and anyone signed out can open
 * /certificates/{code}, see it verified and download its PDF; an unknown code is 'Certificate not found'. And an axe
 * scan of the lesson player, the exam page, /certifications and /certificates/{code} in both themes at 360 px and on a
 * desktop.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface SourceQuestion {
  id: number;
  kind: 'single' | 'multiple' | 'short';
  prompt: string;
  options: { id: number; text: string; correct: boolean }[];
  accepted_answers: string[];
}
interface SourceExam {
  id: number;
  kind: 'exam' | 'test';
  title: string;
  questions: SourceQuestion[];
}
interface ArduinoCourse {
  id: number;
  title: string;
  lessons: { id: number; title: string; preview: boolean }[];
  exams: SourceExam[];
}

/** The seeded FREE Arduino course as its editors see it (the right answers included), through the admin's API. */
async function arduinoCourse(request: APIRequestContext, adminToken: string): Promise<ArduinoCourse> {
  const list = await request.get('/api/courses?category=Arduino&limit=50');
  expect(list.ok(), await list.text()).toBe(true);
  const courses = ((await list.json()) as { data: { id: number; is_free: boolean }[] }).data;
  const free = courses.find((c) => c.is_free);
  expect(free, 'a FREE Arduino course is seeded').toBeTruthy();
  const res = await request.get(`/api/courses/${free!.id}/source`, { headers: bearer(adminToken) });
  expect(res.ok(), await res.text()).toBe(true);
  const source = (await res.json()) as {
    data: { id: number; title: string; modules: { lessons: { id: number; title: string; preview: boolean }[] }[]; exams: SourceExam[] };
  };
  return {
    id: source.data.id,
    title: source.data.title,
    lessons: source.data.modules.flatMap((m) => m.lessons.map((l) => ({ id: l.id, title: l.title, preview: l.preview }))),
    exams: source.data.exams,
  };
}

/** The right (or wrong) answers of an exam as the attempts API takes them. */
function answersFor(exam: SourceExam, right: boolean) {
  return exam.questions.map((q) => {
    if (q.kind === 'short') return { question_id: q.id, text: right ? q.accepted_answers[0]! : 'definitely not this' };
    const pick = q.options.filter((o) => o.correct === right);
    return { question_id: q.id, option_ids: (q.kind === 'single' ? pick.slice(0, 1) : pick).map((o) => o.id) };
  });
}

/** Answers an exam's questions on the exam page, rightly or wrongly. */
async function answerOnPage(page: Page, exam: SourceExam, right: boolean) {
  for (const [index, q] of exam.questions.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`^Question ${index + 1}\\b`) });
    await expect(group).toContainText(q.prompt);
    if (q.kind === 'short') {
      await group.getByRole('textbox', { name: 'Your answer' }).fill(right ? q.accepted_answers[0]! : 'definitely not this');
      continue;
    }
    const pick = q.options.filter((o) => o.correct === right);
    for (const option of q.kind === 'single' ? pick.slice(0, 1) : pick) {
      await group.getByRole(q.kind === 'single' ? 'radio' : 'checkbox', { name: option.text, exact: true }).check();
    }
  }
}

/** Enrolls a member in a free course through the API. */
async function enroll(request: APIRequestContext, token: string, courseId: number) {
  const res = await request.post(`/api/courses/${courseId}/enrollment`, { headers: bearer(token), data: {} });
  expect(res.status(), await res.text()).toBe(201);
}

/** Completes a course through the API (every lesson, every exam passed); returns the certificate's code. */
async function completeViaApi(request: APIRequestContext, token: string, course: ArduinoCourse): Promise<string> {
  let code: string | null = null;
  for (const lesson of course.lessons) {
    const res = await request.post(`/api/courses/${course.id}/lessons/${lesson.id}/completion`, { headers: bearer(token) });
    expect(res.ok(), await res.text()).toBe(true);
    code = ((await res.json()) as { data: { certificate: { code: string } | null } }).data.certificate?.code ?? code;
  }
  for (const exam of course.exams.filter((e) => e.kind === 'exam')) {
    const res = await request.post(`/api/courses/${course.id}/exams/${exam.id}/attempts`, {
      headers: bearer(token),
      data: { answers: answersFor(exam, true) },
    });
    expect(res.status(), await res.text()).toBe(201);
    code = ((await res.json()) as { data: { certificate: { code: string } | null } }).data.certificate?.code ?? code;
  }
  expect(code).toMatch(/^ESDC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return code!;
}

test.describe('learning', () => {
  test('a member completes the FREE Arduino course, fails the exam once, passes it, and gets a certificate anyone can verify', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminSession(request);
    const course = await arduinoCourse(request, admin.token);
    const finalExam = course.exams.find((e) => e.kind === 'exam');
    expect(finalExam, 'the Arduino course has an exam').toBeTruthy();
    expect(course.lessons.length).toBeGreaterThan(0);
    const member = await registerViaApi(request);
    await signInBrowser(page, member);

    // Not enrolled yet: a lesson that is not a preview says so and leads back to the course.
    const first = course.lessons[0]!;
    const closed = course.lessons.find((l) => !l.preview);
    if (closed) {
      await page.goto(`/lms/${course.id}/lessons/${closed.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are not enrolled in this course' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the course to enroll' })).toHaveAttribute('href', `/lms/${course.id}`);
    }
    await enroll(request, member.token, course.id);
    // Other exams of the course (if any) are passed through the API, so the one taken here issues the certificate.
    for (const exam of course.exams.filter((e) => e.kind === 'exam' && e.id !== finalExam!.id)) {
      const res = await request.post(`/api/courses/${course.id}/exams/${exam.id}/attempts`, {
        headers: bearer(member.token),
        data: { answers: answersFor(exam, true) },
      });
      expect(res.status()).toBe(201);
    }

    // Every lesson, in order, through Mark as complete and Next lesson.
    await page.goto(`/lms/${course.id}/lessons/${first.id}`);
    for (const [index, lesson] of course.lessons.entries()) {
      await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
      await expect(page.getByRole('link', { name: course.title }).first()).toHaveAttribute('href', `/lms/${course.id}`);
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuetext',
        new RegExp(`^${index} of ${course.lessons.length} lessons`),
      );
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(page.getByRole('button', { name: 'Mark as incomplete' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuetext',
        new RegExp(`^${index + 1} of ${course.lessons.length} lessons`),
      );
      if (index < course.lessons.length - 1) await page.getByRole('link', { name: /Next lesson/ }).click();
    }
    // The sidebar ticks every lesson.
    await expect(page.getByRole('navigation', { name: 'Course contents' }).getByText('(completed)')).toHaveCount(course.lessons.length);

    // The banner leads to the exam.
    await expect(page.getByText('Every lesson is complete')).toBeVisible();
    await page.getByRole('link', { name: 'Take the exam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: finalExam!.title })).toBeVisible();
    await expect(page.getByText('Pass mark')).toBeVisible();

    // A wrong attempt: not passed, no certificate, Try again.
    await answerOnPage(page, finalExam!, false);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Not passed/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your answers' }).getByText('Incorrect').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View certificate' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();

    // Submitting with nothing answered asks first; cancelling keeps the form.
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Submit with unanswered questions?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The right answers: passed, and the certificate.
    await answerOnPage(page, finalExam!, true);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Passed/ })).toBeVisible();
    await expect(page.getByText('100%', { exact: true }).first()).toBeVisible();
    // A pass is final: no 'Try again'.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'View certificate' }).click();
    await expect(page).toHaveURL(/\/certificates\/ESDC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const code = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByRole('heading', { level: 1, name: 'Verified certificate' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    // The site's one date format (SPEC §9 US English short): 'Nov 27, 2026', not '27 November 2026'.
    await expect(page.locator('time').first()).toHaveText(formatShortDate(new Date().toISOString()));

    // /certifications lists it, with its code and links.
    await page.goto('/certifications');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: course.title }) })
      .filter({ hasText: code });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/certificates/${code}`);
    await expect(card.getByRole('link', { name: /^Download PDF/ })).toHaveAttribute('href', `/api/certificates/${code}/pdf`);
    // The offer card of the course shows it done.
    await expect(page.getByRole('link', { name: `View Certificate for ${course.title}` })).toBeVisible();

    // Signed out: the public page verifies it, and the PDF downloads.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/certificates/${code}`);
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Verified certificate' })).toBeVisible();
    await expect(guestPage.getByText('Verified', { exact: true })).toBeVisible();
    await expect(guestPage.getByText(code, { exact: true })).toBeVisible();
    await expect(guestPage.getByText(course.title, { exact: true })).toBeVisible();
    const [download] = await Promise.all([guestPage.waitForEvent('download'), guestPage.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`esdc-certificate-${code}.pdf`);
    const pdf = await guestPage.request.get(`/api/certificates/${code}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // An unknown code.
    await guestPage.goto('/certificates/ESDC-0000-0000');
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await guest.close();

    // The lesson's video frame cannot load here (no internet); the test's sign-in script then runs in its error page,
    // where storage is denied. Members' pictures come from github.com, which this machine cannot reach either.
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource|youtube|vimeo|Access is denied for this document/.test(e))).toEqual([]);
  });

  test('the dashboard lists a course in progress under Continue Learning, leading to the next lesson', async ({ page, request }) => {
    const admin = await adminSession(request);
    const course = await arduinoCourse(request, admin.token);
    const member = await registerViaApi(request);
    await enroll(request, member.token, course.id);
    const res = await request.post(`/api/courses/${course.id}/lessons/${course.lessons[0]!.id}/completion`, { headers: bearer(member.token) });
    expect(res.ok()).toBe(true);
    await signInBrowser(page, member);
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Continue Learning' });
    await expect(section.getByRole('link', { name: course.title, exact: true })).toBeVisible();
    const next = course.lessons[1] ?? course.lessons[0]!;
    await section.getByRole('link', { name: `Continue Learning ${course.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/lms/${course.id}/lessons/${next.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
  });

  test('signed out, a preview lesson opens as a free preview and any other lesson asks to sign in', async ({ page, request }) => {
    const admin = await adminSession(request);
    const course = await arduinoCourse(request, admin.token);
    const preview = course.lessons.find((l) => l.preview);
    const closed = course.lessons.find((l) => !l.preview);
    expect(preview && closed, 'the Arduino course has a preview lesson and a closed one').toBeTruthy();
    await page.goto(`/lms/${course.id}/lessons/${preview!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: preview!.title })).toBeVisible();
    await expect(page.getByText('This lesson is a free preview.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
    await page.goto(`/lms/${course.id}/lessons/${closed!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to open this lesson' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', '/login');
  });

  test('a paid course order shows in the shop orders in rupees, its line linking to the course', async ({ page, request }) => {
    const list = await request.get('/api/courses?limit=50');
    const paid = ((await list.json()) as { data: { id: number; title: string; is_free: boolean; price_paise: number }[] }).data.find((c) => !c.is_free);
    expect(paid, 'a paid course is seeded').toBeTruthy();
    const member = await registerViaApi(request);
    const res = await request.post(`/api/courses/${paid!.id}/enrollment`, { headers: bearer(member.token), data: {} });
    expect(res.status(), await res.text()).toBe(201);
    await signInBrowser(page, member);
    await page.goto('/shop-cart?tab=orders');
    const order = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Order #/ }) });
    await expect(order.getByRole('link', { name: paid!.title })).toHaveAttribute('href', `/lms/${paid!.id}`);
    const rupees = `₹${Math.floor(paid!.price_paise / 100).toLocaleString('en-US')}.${String(paid!.price_paise % 100).padStart(2, '0')}`;
    await expect(order.getByTestId('order-total')).toHaveText(rupees);
  });

  test('axe: the lesson player, the exam page, /certifications and /certificates/{code} in light and dark, at 360 px and on a desktop', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await adminSession(request);
    const course = await arduinoCourse(request, admin.token);
    const exam = course.exams.find((e) => e.kind === 'exam') ?? course.exams[0]!;
    const member = await registerViaApi(request);
    await enroll(request, member.token, course.id);
    const code = await completeViaApi(request, member.token, course);
    await signInBrowser(page, member);
    const pages: [string, string][] = [
      [`/lms/${course.id}/lessons/${course.lessons[0]!.id}`, course.lessons[0]!.title],
      [`/lms/${course.id}/exams/${exam.id}`, exam.title],
      ['/certifications', 'Certifications'],
      [`/certificates/${code}`, 'Verified certificate'],
    ];
    // Each page is loaded once and scanned in both themes at both widths in place (scanEveryWay). It loads in the
    // dark theme saved in local storage, so each load also shows the saved theme applied before the first paint.
    await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/certifications') await expect(page.getByText(code).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${path} loads dark`).toBe(true);
      await scanEveryWay(page, path);
    }
  });
});
