import { adminSession, expect, registerViaApi, scanEveryWay, secondPage, signInBrowser, test, unique } from './fixtures';

/*
 * Jobs (SPEC §2 Jobs) against the real server: the admin posts a job with the editor; a member applies with a cover
 * note and a PDF CV (a non-PDF is refused) and sees 'Submitted'; the admin marks the application accepted in a second
 * browser and the member sees the new state and the notification; an expired posting is not listed; a saved search
 * notifies its member of a matching new posting; axe scans of
 * /jobs, a posting with its applications, 'My applications', the editor and the admin's Jobs tab, light and dark, at
 * 360 px and 1280 px.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A small valid PDF, as a CV. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test.describe('jobs', () => {
  test('the admin posts a job; a member applies with a CV; the admin accepts it and the member is notified', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers, dialogs, notifications
    const admin = await adminSession(request);
    const member = await registerViaApi(request);
    const title = unique('Firmware intern ');

    // The admin posts the job with the editor.
    const adminPage = await secondPage(browser, admin);
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto('/jobs');
    await adminPage.getByRole('button', { name: 'Post a Job' }).click();
    const editor = adminPage.getByRole('dialog', { name: 'Post a Job' });
    await editor.getByRole('button', { name: 'Post Job' }).click();
    await expect(editor.getByText('Title is required')).toBeVisible();
    await expect(editor.getByText('Company is required')).toBeVisible();
    await editor.getByRole('textbox', { name: 'Title' }).fill(title);
    await editor.getByRole('textbox', { name: 'Company' }).fill('Northwind Sensors');
    await editor.getByRole('textbox', { name: 'Location' }).fill('Munich');
    await editor.getByRole('checkbox', { name: 'Remote' }).check();
    await editor.getByLabel('Salary from (optional)').fill('900');
    await editor.getByLabel('Salary up to (optional)').fill('1200');
    await editor.getByRole('textbox', { name: 'Currency or period (optional)' }).fill('EUR per month');
    await editor.getByLabel('Deadline').fill('2099-06-01T12:00');
    await editor.getByRole('textbox', { name: 'Description' }).fill('Write **firmware** for low-power sensors.');
    await editor.getByRole('button', { name: 'Post Job' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(adminPage.getByText('Job posted')).toBeVisible();
    await expect(adminPage.locator('.markdown-prose strong')).toHaveText('firmware');
    const jobId = Number(new URL(adminPage.url()).pathname.split('/').at(-1));

    // The member finds it and applies; a file that is not a PDF is refused.
    await signInBrowser(page, member);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Internship')).toBeVisible();
    await expect(card.getByText('Remote', { exact: true })).toBeVisible();
    await expect(card.getByText('900–1,200 EUR per month')).toBeVisible();
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${title}` });
    await apply.getByRole('button', { name: 'Send Application' }).click();
    await expect(apply.getByText('Cover note is required')).toBeVisible();
    await apply.getByRole('textbox', { name: 'Cover note' }).fill('I build sensor boards in the club lab.');
    await apply.getByLabel('CV (PDF, at most 5 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') });
    await apply.getByRole('button', { name: 'Send Application' }).click();
    await expect(apply.getByText('The CV must be a PDF file')).toBeVisible();
    await apply.getByLabel('CV (PDF, at most 5 MB)').setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await apply.getByRole('button', { name: 'Send Application' }).click();
    await expect(page.getByText('Application sent')).toBeVisible();
    await expect(card.getByTestId('application-status')).toHaveText('Submitted');
    await page.goto('/jobs?tab=applications');
    await expect(page.getByTestId('my-application').filter({ hasText: title }).getByTestId('application-status')).toHaveText('Submitted');

    // The admin reviews it in the second browser and accepts it.
    await adminPage.reload();
    const row = adminPage.getByTestId('job-application').filter({ hasText: member.name });
    await expect(row.getByText('I build sensor boards in the club lab.')).toBeVisible();
    const download = adminPage.waitForEvent('download');
    await row.getByRole('button', { name: `Download CV of ${member.name}` }).click();
    expect((await download).suggestedFilename()).toBe('my-cv.pdf');
    await row.getByRole('combobox', { name: `Status of ${member.name}` }).selectOption('accepted');
    await expect(adminPage.getByText('Application status updated')).toBeVisible();
    await expect(row.getByTestId('application-status')).toHaveText('Accepted');
    await adminPage.close();

    // The member sees the new state and the notification.
    await page.reload();
    await expect(page.getByTestId('my-application').filter({ hasText: title }).getByTestId('application-status')).toHaveText('Accepted');
    await page.goto('/notifications');
    await expect(page.getByText(`Your application for "${title}" is now accepted.`)).toBeVisible();
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('complementary').getByTestId('application-status')).toHaveText('Accepted');
    // The one failed request is the refused non-PDF upload above (400), which the browser logs.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('an expired posting leaves the list but its page says applications are closed', async ({ page, request }) => {
    const admin = await adminSession(request);
    const title = unique('Expired role ');
    const res = await request.post('/api/jobs', {
      headers: auth(admin.token),
      data: { title, company: 'Old Co', location: 'Berlin', remote: false, type: 'full-time', deadline: '2020-01-01T00:00:00Z', description: 'Too late.' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const jobId = ((await res.json()) as { data: { id: number } }).data.id;
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.getByText('No jobs found')).toBeVisible();
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Applications closed')).toBeVisible();
    await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  });

  test('a member saves a search; a matching new posting notifies them; they delete the search', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const member = await registerViaApi(request);
    const topic = unique('lorawan');
    await signInBrowser(page, member);
    await page.goto(`/jobs?type=internship&q=${encodeURIComponent(topic)}`);
    await expect(page.getByText('No jobs found')).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Saved searches' }).click();
    const saved = page.getByTestId('saved-search').filter({ hasText: topic });
    await expect(saved.getByRole('heading')).toHaveText(`Internship · “${topic}”`);
    await scanEveryWay(page, '/jobs Saved searches');

    const title = `${topic} gateway intern`;
    const res = await request.post('/api/jobs', {
      headers: auth(admin.token),
      data: { title, company: 'Field Nodes', location: 'Porto', remote: false, type: 'internship', deadline: '2099-01-01T00:00:00Z', description: 'Gateways.' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/notifications');
    await expect(page.getByText(`"${title}" at Field Nodes is open for applications.`)).toBeVisible();

    await page.goto('/jobs?tab=searches');
    await saved.getByRole('link', { name: 'Show jobs' }).click();
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    await page.goto('/jobs?tab=searches');
    await saved.getByRole('button', { name: /Delete the saved search/ }).click();
    await expect(page.getByText('Saved search deleted')).toBeVisible();
    await expect(saved).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('axe: /jobs, a posting with its applications, My applications, the editor and the admin Jobs tab', async ({ page, request, browser }) => {
    test.slow(); // many scans
    const admin = await adminSession(request);
    const member = await registerViaApi(request);
    const title = unique('Scanned role ');
    const res = await request.post('/api/jobs', {
      headers: auth(admin.token),
      data: {
        title,
        company: 'Scan Co',
        location: 'Lisbon',
        remote: true,
        type: 'part-time',
        salary_max: 20,
        salary_label: 'EUR per hour',
        deadline: '2099-01-01T00:00:00Z',
        description: '## What you do\n\n- Lay out boards\n- Test them',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const jobId = ((await res.json()) as { data: { id: number } }).data.id;
    const applied = await request.post(`/api/jobs/${jobId}/applications`, {
      headers: auth(member.token),
      multipart: { cover_note: 'Please consider me.', cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await scanEveryWay(page, '/jobs (visitor)');

    const memberPage = await secondPage(browser, member);
    await memberPage.goto('/jobs?tab=applications');
    await expect(memberPage.getByTestId('my-application').first()).toBeVisible();
    await scanEveryWay(memberPage, '/jobs My applications');
    await memberPage.goto(`/jobs/${jobId}`);
    await expect(memberPage.getByRole('complementary').getByTestId('application-status')).toHaveText('Submitted');
    await scanEveryWay(memberPage, '/jobs/{id} (applicant)');
    await memberPage.close();

    const adminPage = await secondPage(browser, admin);
    await adminPage.goto(`/jobs/${jobId}`);
    await expect(adminPage.getByTestId('job-application').first()).toBeVisible();
    await scanEveryWay(adminPage, '/jobs/{id} (poster)');
    await adminPage.goto('/jobs');
    await adminPage.getByRole('button', { name: 'Post a Job' }).click();
    await expect(adminPage.getByRole('dialog', { name: 'Post a Job' })).toBeVisible();
    await scanEveryWay(adminPage, 'the job editor');
    await adminPage.goto('/admin?tab=jobs');
    await expect(adminPage.getByRole('heading', { name: 'Job partners' })).toBeVisible();
    await scanEveryWay(adminPage, 'the admin Jobs tab');
    await adminPage.close();
  });
});
