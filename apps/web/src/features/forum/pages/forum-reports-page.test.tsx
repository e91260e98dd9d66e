import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataOf, fakeForumServer, moderator, pageOf, post, renderAt } from '../test/fake-forum-server';
import ForumReportsPage from './forum-reports-page';

/*
 * /forum/reports (SPEC §2 Forum Moderation): the open reports with the post's excerpt, its thread, the reporter and
 * the reason; Hide sends the post's hide; an empty queue says so.
 */

const routes = { '/forum/reports': <ForumReportsPage /> };
const report = {
  id: 4,
  reason: 'Spam link',
  reporter: { id: 7, name: 'Ada Lovelace', username: 'ada', role: 'user', avatar_url: null },
  created_at: '2026-03-02T10:00:00.000Z',
  post: {
    id: 12,
    thread_id: 3,
    thread_title: 'Scope probes',
    excerpt: 'Buy cheap parts',
    author: { id: 8, name: 'Spam Bot', username: 'spam', role: 'user', avatar_url: null },
    hidden: false,
  },
};

describe('ForumReportsPage', () => {
  it('lists a report with its post, thread, reporter and reason, and hides the post', async () => {
    const log = fakeForumServer({
      'GET /api/forum/reports': () => pageOf([report]),
      'POST /api/forum/posts/12/hide': () => dataOf(post(12, 'Buy cheap parts', { hidden: true }), 'Post hidden'),
    });
    renderAt(moderator, '/forum/reports', routes);
    const item = await screen.findByRole('article', { name: 'Report of a post by Spam Bot' });
    expect(within(item).getByRole('link', { name: 'Scope probes' }).getAttribute('href')).toBe('/forum/t/3');
    expect(within(item).getByText('Buy cheap parts')).toBeTruthy();
    expect(within(item).getByText('Spam link')).toBeTruthy();
    expect(within(item).getByText(/Reported by Ada Lovelace/)).toBeTruthy();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Hide the post by Spam Bot in Scope probes' }));
    await waitFor(() => expect(log.some((r) => r.method === 'POST' && r.path === '/api/forum/posts/12/hide')).toBe(true));
  });

  it('says when no report is open', async () => {
    fakeForumServer({ 'GET /api/forum/reports': () => pageOf([]) });
    renderAt(moderator, '/forum/reports', routes);
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });
});
