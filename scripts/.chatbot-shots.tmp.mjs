import { chromium } from 'playwright-core';
import { startTestServer } from './start-test-server.mjs';

const stub = process.argv.includes('--stub');
const server = await startTestServer({ quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const theme of ['light', 'dark']) {
    for (const width of [360, 1280, 700]) {
      const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 860 }, baseURL: server.url });
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
      await page.addInitScript((t) => localStorage.setItem('esdc:theme', t), theme);
      if (stub) {
        await page.route('**/api/chatbot/ask', (route) =>
          route.fulfill({ json: { success: true, data: { response: 'The next event is Soldering 101 on December 3 at 18:00 in Lab 2 (/events/1). Bring your own iron if you have one.\n\n— ESDC Assistant, Embedded Systems Design Club', sources: [{ title: 'Soldering 101', path: '/events/1', kind: 'event' }, { title: 'Events', path: '/events', kind: 'page' }], confidence: 0.9, answered: true, timestamp: new Date().toISOString() } } }),
        );
        await page.route('**/api/chatbot/suggestions', (route) => route.fulfill({ json: { success: true, data: [] } }));
      }
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await page.screenshot({ path: `/tmp/chatbot-shots/closed-${width}-${theme}.png` });
      await page.getByRole('button', { name: 'Chatbot' }).click();
      await page.getByRole('dialog', { name: 'Chatbot' }).waitFor();
      await page.getByLabel('Type your message').fill('When is the next event?');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/chatbot-shots/open-${width}-${theme}.png` });
      await context.close();
    }
  }
  // The end of a page: the button over the footer.
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/events');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/chatbot-shots/footer-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/chatbot-shots/footer-360.png` });
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
