import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymous, category, dataOf, fakeForumServer, member, pageOf, renderAt, summary, thread } from '../test/fake-forum-server';
import ForumPage from './forum-page';

/*
 * /forum (SPEC §2 Forum) through the real hooks and API client, the API stubbed at fetch: the categories with their
 * counts and Q&A badge, the latest threads with their labels and 'New' count, the visitor's sign-in link, and New
 * Discussion (core's messages under the fields, nothing sent; a started thread opens).
 */

const routes = { '/forum': <ForumPage />, '/forum/t/:threadId': <p>Thread page</p> };

describe('ForumPage', () => {
  it('lists the categories and the latest threads with their labels; a visitor is asked to sign in to start one', async () => {
    const log = fakeForumServer({
      'GET /api/forum/categories': () => dataOf([category(1, 'General'), category(5, 'Help', { qa: true, thread_count: 1, post_count: 1 })]),
      'GET /api/forum/threads': () =>
        pageOf([summary(3, 'Pinned news', { pinned: true, locked: true }), summary(2, 'Solved one', { solved: true, category_name: 'Help', category_id: 5 })]),
    });
    renderAt(anonymous, '/forum', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Forum' })).toBeTruthy();
    const help = (await screen.findAllByRole('link', { name: 'Help' }))[0]!.closest('article')!;
    expect(within(help).getByText('Q&A')).toBeTruthy();
    expect(within(help).getByText('1 thread')).toBeTruthy();
    expect(within(help).getByText('1 post')).toBeTruthy();
    const pinned = (await screen.findByRole('link', { name: 'Pinned news' })).closest('article')!;
    expect(within(pinned).getByText('Pinned')).toBeTruthy();
    expect(within(pinned).getByText('Locked')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Solved one' }).closest('article')!).getByText('Solved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to start a discussion' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'New Discussion' })).toBeNull();
    expect(log.find((r) => r.path === '/api/forum/threads')!.query.get('sort')).toBe('latest');
  });

  it("marks a member's unread threads 'New' with how many posts", async () => {
    fakeForumServer({
      'GET /api/forum/categories': () => dataOf([category(1, 'General')]),
      'GET /api/forum/threads': () => pageOf([summary(3, 'Fresh', { unread: true, new_posts: 4 })]),
    });
    renderAt(member, '/forum', routes);
    const fresh = (await screen.findByRole('link', { name: 'Fresh' })).closest('article')!;
    expect(within(fresh).getByText('New').textContent).toContain('4');
  });

  it('says when there are no discussions yet', async () => {
    fakeForumServer({ 'GET /api/forum/categories': () => dataOf([category(1, 'General')]), 'GET /api/forum/threads': () => pageOf([]) });
    renderAt(anonymous, '/forum', routes);
    expect(await screen.findByText('No discussions yet')).toBeTruthy();
  });

  it("New Discussion shows core's messages and sends nothing for bad input, then starts the thread and opens it", async () => {
    const log = fakeForumServer({
      'GET /api/forum/categories': () => dataOf([category(1, 'General'), category(5, 'Help', { qa: true }), category(6, 'Old', { archived: true })]),
      'GET /api/forum/threads': () => pageOf([]),
      'POST /api/forum/threads': () => dataOf(thread({ id: 42 }), 'Discussion started', 201),
    });
    renderAt(member, '/forum', routes);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Help' });
    await user.click(screen.getByRole('button', { name: 'New Discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Discussion' });
    expect(within(dialog).queryByRole('option', { name: 'Old' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Hey');
    await user.click(within(dialog).getByRole('button', { name: 'Start Discussion' }));
    expect(await within(dialog).findByText('Title must be at least 5 characters long')).toBeTruthy();
    expect(within(dialog).getByText('Body is required')).toBeTruthy();
    expect(log.filter((r) => r.method === 'POST')).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Help');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Noisy ADC readings');
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Why is it noisy?');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Project');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Page id' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Start Discussion' }));
    await waitFor(() =>
      expect(log.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { category_id: 5, title: 'Noisy ADC readings', body: 'Why is it noisy?', link: { kind: 'project', id: 4 } },
      ]),
    );
    expect(await screen.findByText('Thread page')).toBeTruthy();
  });
});
