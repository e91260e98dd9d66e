import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, setTheme, signInBrowser, test, unique } from './fixtures';

/*
 * Courses (SPEC §2 Courses (/lms) and course detail (/lms/{id})): the catalogue's search, Level and
 * Category filters in the address and its empty state; a course's page with its sections; a member enrolls in the
 * free Arduino course (seeded) and sees Continue Learning, then reviews it; a paid course's Enroll Now asks to confirm
 * its price (Cancel places nothing) and then places an order awaiting payment, at 390 px and 1280 px; a visitor's Enroll Now goes to /login and back; 'Course not found'; the editor creates a course
 * with a module, a lesson and an exam question, publishes it, and it appears in /lms; an axe scan of /lms, a course
 * page and the editor in both themes at 360 px and on a desktop. Tests make their own courses through the API, except
 * the seeded Arduino course.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface CreatedCourse {
  id: number;
  title: string;
}

/** Creates a published course through `POST /api/courses` (as the admin), with one module of two lessons and an exam. */
async function createCourse(
  request: APIRequestContext,
  token: string,
  fields: { title?: string; level?: string; category?: string; price_paise?: number; description?: string } = {},
): Promise<CreatedCourse> {
  const title = fields.title ?? unique('Timers and Interrupts ');
  const res = await request.post('/api/courses', {
    headers: bearer(token),
    data: {
      title,
      description: fields.description ?? 'Configure hardware timers, write interrupt handlers and keep them short and safe.',
      duration: '3 weeks',
      level: fields.level ?? 'Intermediate',
      category: fields.category ?? 'Embedded C',
      price_paise: fields.price_paise ?? 0,
      published: true,
      outcomes: ['Configure a hardware timer', 'Write a safe interrupt handler'],
      resources: [{ title: 'AVR timer cheat sheet', url: 'https://example.com/timers.pdf' }],
      modules: [
        {
          title: 'Timers',
          lessons: [
            { title: 'Prescalers', content_md: '# Prescalers\n\nDivide the clock.', duration_minutes: 12, preview: true },
            { title: 'Compare match', content_md: '# Compare match', duration_minutes: 18 },
          ],
        },
      ],
      exams: [
        {
          kind: 'exam',
          title: 'Timers exam',
          questions: [
            {
              kind: 'single',
              prompt: 'What divides the timer clock?',
              options: [
                { text: 'The prescaler', correct: true },
                { text: 'The watchdog', correct: false },
              ],
            },
          ],
        },
        {
          kind: 'test',
          title: 'Warm-up',
          max_attempts: null,
          questions: [{ kind: 'short', prompt: 'Name the AVR timer register', accepted_answers: ['TCCR0A'] }],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { data: { id: number } };
  return { id: json.data.id, title };
}

/** The seeded free Arduino course (the seed's courses include a free Arduino course). */
async function seededFreeArduino(request: APIRequestContext): Promise<CreatedCourse> {
  const res = await request.get('/api/courses?category=Arduino&limit=50');
  expect(res.status()).toBe(200);
  const json = (await res.json()) as { data: { id: number; title: string; is_free: boolean }[] };
  const course = json.data.find((c) => c.is_free);
  expect(course, 'a free Arduino course is seeded').toBeTruthy();
  return { id: course!.id, title: course!.title };
}

/** The card of a course on /lms. */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('courses', () => {
  test('the catalogue searches, filters by level and category in the address, and opens a course', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const word = unique('Zephyr');
    const beginner = await createCourse(request, admin.token, { title: `${word} first steps`, level: 'Beginner', category: 'RTOS' });
    const advanced = await createCourse(request, admin.token, {
      title: unique('Scheduler internals '),
      level: 'Advanced',
      category: 'RTOS',
      price_paise: 149_900,
      description: `How the ${word} scheduler picks the next thread, with context switches traced on a logic analyser.`,
    });

    await page.goto('/lms');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // Search over title and description.
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(card(page, beginner.title)).toBeVisible();
    await expect(card(page, advanced.title)).toBeVisible();
    await expect(card(page, advanced.title).getByText('₹1,499.00')).toBeVisible();
    await expect(card(page, beginner.title).getByText('FREE')).toBeVisible();
    // Level filter.
    await page.getByLabel('Level', { exact: true }).selectOption('Advanced');
    await expect(page).toHaveURL(/level=Advanced/);
    await expect(card(page, advanced.title)).toBeVisible();
    await expect(card(page, beginner.title)).toHaveCount(0);
    // Category filter: nothing matches.
    await page.getByLabel('Category', { exact: true }).selectOption('PCB Design');
    await expect(page).toHaveURL(/category=PCB/);
    await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/lms$/);

    // /courses?search= (the project page's technology links) prefills the search; View Course opens the course.
    await page.goto(`/courses?search=${encodeURIComponent(beginner.title)}`);
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(beginner.title);
    await card(page, beginner.title)
      .getByRole('link', { name: /View Course/ })
      .click();
    await expect(page).toHaveURL(`/courses/${beginner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: beginner.title })).toBeVisible();
    for (const section of ['Modules', 'Exams', 'Tests', 'Learner Reviews']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${section}`) })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('heading', { name: "You'll Learn" })).toBeVisible();
    await expect(page.getByText('Configure a hardware timer')).toBeVisible();
    await page.getByRole('button', { name: /^Resources/ }).click();
    await expect(page.getByRole('dialog', { name: 'Resources' }).getByRole('link', { name: /AVR timer cheat sheet/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Modules/ }).click();
    await expect(page.getByRole('button', { name: /^Modules/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Compare match')).toBeHidden();
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page).toHaveURL(/\/courses\?/);
    expect(consoleErrors.filter((e) => !/github\.com|Failed to load resource/.test(e))).toEqual([]);
  });

  test('a member enrolls in the free Arduino course, sees Continue Learning and writes a review', async ({ page, request }) => {
    const arduino = await seededFreeArduino(request);
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.goto('/lms');
    await card(page, arduino.title)
      .getByRole('link', { name: /View Course/ })
      .click();
    await expect(page).toHaveURL(`/lms/${arduino.id}`);
    await expect(page.getByRole('heading', { level: 1, name: arduino.title })).toBeVisible();
    await expect(page.getByText('FREE').first()).toBeVisible();
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const next = page.getByRole('link', { name: 'Continue Learning' });
    await expect(next).toBeVisible();
    await expect(next).toHaveAttribute('href', new RegExp(`^/lms/${arduino.id}/lessons/\\d+$`));
    await expect(page.getByRole('progressbar', { name: 'Your progress' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();

    // The review form of an enrolled learner: rating and text; it goes once posted.
    const form = page.getByRole('form', { name: 'Review this course' });
    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(form.getByText('Rating must be a whole number from 1 to 5')).toBeVisible();
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByLabel('Your review', { exact: true }).fill('Short lessons, and the blink exercise finally made timers click for me.');
    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(page.getByText('Short lessons, and the blink exercise finally made timers click for me.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Review this course' })).toHaveCount(0);

    // Like it once; then leave it (a free course), and Enroll Now is back.
    await page.getByRole('button', { name: /Like this course/ }).click();
    await expect(page.getByRole('button', { name: /Unlike this course/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Leave course' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave course' }).click();
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a paid course's Enroll Now confirms the price, then places an order awaiting payment; a visitor's goes to /login and back`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const admin = await adminSession(request);
      const paid = await createCourse(request, admin.token, { title: unique('PCB layout masterclass '), category: 'PCB Design', price_paise: 99_900 });
      await page.goto(`/lms/${paid.id}`);
      await expect(page.getByRole('heading', { level: 1, name: paid.title })).toBeVisible();
      await expect(page.getByText('₹999.00').first()).toBeVisible();
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await expect(page).toHaveURL(/\/login$/);

      const member = await registerViaApi(request);
      await page.getByLabel('Email', { exact: true }).fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`/lms/${paid.id}`);
      // It places an order: confirm first, as checkout does; Cancel places nothing.
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Enroll in ${paid.title}?` });
      await expect(confirm).toContainText('Proceed with checkout? Total: ₹999.00');
      await expectNoA11yViolations(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByText(/^Order #\d+ placed/)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByText(/^Order #\d+ placed — awaiting payment$/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/shop-cart?tab=orders');
      await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByText(/^Order #\d+ placed — awaiting payment$/)).toBeVisible();
    });
  }

  test("an unknown course shows 'Course not found' with Back to Courses", async ({ page }) => {
    await page.goto('/lms/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page).toHaveURL(/\/lms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  test('an admin creates a course with a module, a lesson and an exam question, publishes it, and it is in /lms', async ({ page, request }) => {
    const admin = await adminSession(request);
    const title = unique('Bare-metal STM32 ');
    await signInBrowser(page, admin);
    await page.goto('/lms');
    await page.getByRole('link', { name: 'New Course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Course' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Registers, clocks and a linker script: an STM32 blinking with no HAL at all.');
    await page.getByLabel('Duration', { exact: true }).fill('5 weeks');
    await page.getByLabel('Level', { exact: true }).selectOption('Advanced');
    await page.getByLabel('Category', { exact: true }).selectOption('Embedded C');
    await page.getByLabel('Price (₹)', { exact: true }).fill('0');
    await page.getByLabel('Outcome 1', { exact: true }).fill('Write a linker script');
    await page.getByLabel('Module title', { exact: true }).fill('Clocks and registers');
    await page.getByLabel('Lesson title', { exact: true }).fill('Reading the reference manual');
    await page.getByLabel('Lesson content', { exact: true }).fill('## RCC\n\nEnable the **GPIO clock** first.');
    await page.getByRole('button', { name: 'Add exam' }).click();
    await page.getByLabel('Exam title', { exact: true }).fill('Registers exam');
    await page.getByLabel('Question', { exact: true }).fill('Which peripheral enables the GPIO clock?');
    await page.getByLabel('Option 1 of question 1', { exact: true }).fill('RCC');
    await page.getByLabel('Option 2 of question 1', { exact: true }).fill('NVIC');
    await page.getByLabel('Correct (option 1 of question 1)', { exact: true }).check();
    await page.getByLabel('Published', { exact: true }).check();
    await page.getByRole('button', { name: 'Create course' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/lms\/\d+$/);
    await expect(page.getByText('Reading the reference manual')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registers exam' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit course' })).toBeVisible();

    // Published: a visitor finds it in the catalogue.
    const visitor = await page.context().browser()!.newContext();
    const other = await visitor.newPage();
    await other.goto(new URL('/lms', page.url()).toString());
    await other.getByRole('searchbox', { name: 'Search courses' }).fill(title);
    await expect(card(other, title)).toBeVisible();
    await expect(card(other, title).getByText('Advanced')).toBeVisible();
    await visitor.close();

    // The editor opens again with what was saved.
    await page.getByRole('link', { name: 'Edit course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible();
    await expect(page.getByLabel('Lesson content', { exact: true })).toHaveValue(/Enable the \*\*GPIO clock\*\* first/);
    await expect(page.getByLabel('Correct (option 1 of question 1)', { exact: true })).toBeChecked();
  });

  test('a member who may not create courses gets no New Course button and a refusal at /lms/new', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.goto('/lms');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Course' })).toHaveCount(0);
    await page.goto('/lms/new');
    await expect(page.getByText('You cannot create courses')).toBeVisible();
  });

  test('axe: /lms, a course page and the editor in light and dark, at 360 px and on a desktop', async ({ page, request }) => {
    test.setTimeout(240_000);
    const admin = await adminSession(request);
    const course = await createCourse(request, admin.token, { title: unique('Accessible timers ') });
    // An enrolled admin sees progress, exam links and the review form too.
    expect((await request.post(`/api/courses/${course.id}/enrollment`, { headers: bearer(admin.token) })).status()).toBe(201);
    await signInBrowser(page, admin);
    // The course page last, so its Resources dialog opens on it without another load.
    const pages: [string, string][] = [
      ['/lms', 'Courses'],
      ['/lms/new', 'New Course'],
      [`/lms/${course.id}/edit`, 'Edit Course'],
      ['/lms/987654', 'Course not found'],
      [`/lms/${course.id}`, course.title],
    ];
    // Each page is loaded once and scanned in both themes at both widths in place (scanEveryWay). It loads in the
    // dark theme saved in local storage, so each load also shows the saved theme applied before the first paint.
    await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/lms') await expect(page.getByRole('article').first()).toBeVisible();
      if (path === `/lms/${course.id}`) await expect(page.getByRole('form', { name: 'Review this course' })).toBeVisible();
      if (path.endsWith('/edit')) await expect(page.getByLabel('Lesson content', { exact: true }).first()).toHaveValue(/Prescalers/);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${path} loads dark`).toBe(true);
      await scanEveryWay(page, path);
    }
    // The Resources dialog too, in the dark theme as the page loaded (scanEveryWay left it light).
    await setTheme(page, 'dark');
    await page.getByRole('button', { name: /^Resources/ }).click();
    await expect(page.getByRole('dialog', { name: 'Resources' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
