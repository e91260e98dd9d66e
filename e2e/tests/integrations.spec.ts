import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGitHubTestProvider } from '../../scripts/github-test-provider.mjs';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { expect, scanEveryWay, signInBrowser, test, unique } from './fixtures';

/*
 * Integrations in Chromium (SPEC §2 Integrations): a server of its own, with GITHUB_* pointing at the local stand-in
 * for GitHub and WEBHOOK_ALLOW_LOCAL_URLS on, so a webhook may be a local endpoint this spec starts. The pages are
 * opened at http://localhost:PORT, the server's default PUBLIC_URL, so GitHub's redirect comes back to the same origin.
 */

type Provider = Awaited<ReturnType<typeof startGitHubTestProvider>>;
type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let github: Provider;
let server: TestServer;
let origin: string;
let hook: Server;
let hookUrl: string;
const received: unknown[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  hook = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(raw) as unknown);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/slack`;
  github = await startGitHubTestProvider();
  server = await startTestServer({ env: { ...github.env, WEBHOOK_ALLOW_LOCAL_URLS: 'true' }, quiet: true });
  origin = `http://localhost:${server.port}`;
});
test.afterAll(async () => {
  await server?.stop();
  await github?.stop();
  await new Promise<void>((resolve) => (hook ? hook.close(() => resolve()) : resolve()));
});

test('a member signed in with GitHub sees their repositories and attaches one to their project', async ({ page, playwright, consoleErrors }) => {
  // GitHub sign-in, four axe scans and the attach dialog: longer than one page's budget on a busy machine.
  test.slow();
  const login = unique('octo-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 30);
  github.account = {
    id: 9000 + (Date.now() % 100_000),
    login,
    name: `Octo ${login}`,
    emails: [{ email: `${login}@example.com`, primary: true, verified: true }],
  };
  github.repos = [
    { name: 'blinky', description: 'An LED that blinks', language: 'C' },
    { name: 'weather-station', description: null, language: 'Rust' },
  ];
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  const token = await page.evaluate(() => localStorage.getItem('esdc:auth-token'));
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const created = await api.post('/api/projects', { data: { title: 'Blinky board', description: 'A board that blinks an LED.', category: 'IoT' } });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto(`${origin}/integrations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const card = page.getByRole('region', { name: 'GitHub' });
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(`@${login}`)).toBeVisible();
  await expect(card.getByRole('link', { name: /blinky/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email' }).getByText(`${login}@example.com`)).toBeVisible();
  // A member sees no admin card.
  await expect(page.getByRole('heading', { name: 'Club integrations' })).toHaveCount(0);
  await scanEveryWay(page, '/integrations (member)');

  await card.getByRole('button', { name: 'Attach blinky to a project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach to project' });
  await dialog.getByLabel('Project').selectOption({ label: 'Blinky board' });
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText(`${login}/blinky attached to Blinky board`)).toBeVisible();
  const project = await api.get(`/api/projects/${projectId}`);
  expect(((await project.json()) as { data: { github_link: string } }).data.github_link).toBe(`https://github.com/${login}/blinky`);
  await api.dispose();
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('an admin sends a test webhook and sees it delivered in the log', async ({ page, playwright, consoleErrors }) => {
  test.slow();
  const api = await playwright.request.newContext({ baseURL: origin });
  const res = await api.post('/api/user/login', { data: { email: 'admin@esdc.local', password: 'admin-pass-123' } });
  const { data } = (await res.json()) as { data: { token: string; user: { id: number; email: string; username: string; name: string } } };
  await api.dispose();
  await signInBrowser(page, { token: data.token, ...data.user, role: 'admin' });

  await page.goto(`${origin}/integrations`);
  const slack = page.getByRole('region', { name: 'Slack', exact: true });
  await expect(slack.getByText('Not connected')).toBeVisible();
  await expect(slack.getByRole('button', { name: 'Send test' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cloud storage' }).getByText('Data folder')).toBeVisible();

  // A bad address is refused with the spec's words, and nothing is saved.
  await slack.getByLabel('Incoming webhook URL').fill('http://hooks.example.com/x');
  await slack.getByRole('button', { name: 'Save' }).click();
  await expect(slack.getByText('Webhook URL must be an https address')).toBeVisible();

  await slack.getByLabel('Incoming webhook URL').fill(hookUrl);
  await slack.getByRole('checkbox', { name: 'New jobs' }).uncheck();
  await slack.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Webhook saved')).toBeVisible();
  await expect(slack.getByText('Connected', { exact: true })).toBeVisible();

  await slack.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test message queued')).toBeVisible();
  const log = slack.getByRole('table', { name: /Slack delivery log/ });
  await expect(log.getByRole('row').nth(1)).toContainText('Test');
  await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
  expect(received).toEqual([{ text: 'ESDC Hub test message: this webhook works.' }]);
  await scanEveryWay(page, '/integrations (admin)');
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
