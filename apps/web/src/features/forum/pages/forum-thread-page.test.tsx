import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymous, category, dataOf, fakeForumServer, member, moderator, pageOf, post, refusal, renderAt, thread } from '../test/fake-forum-server';
import ForumThreadPage from './forum-thread-page';

/*
 * /forum/t/{threadId} (SPEC §2 Forum): the opening post, the answer under the question, the replies; Quote into the
 * reply box and a posted reply; 'Mark as answer' for the asker in Q&A; Report with a reason; a locked thread's notice;
 * a moderator's Hidden mark and controls; 'Thread not found'.
 */

const routes = { '/forum/t/:threadId': <ForumThreadPage /> };

function server(over: Parameters<typeof thread>[0] = {}, replies = [post(2, 'Check the ground loop'), post(3, 'Add a capacitor')]) {
  return fakeForumServer({
    'GET /api/forum/categories': () => dataOf([category(1, 'General'), category(5, 'Help', { qa: true })]),
    'GET /api/forum/threads/1': () => dataOf(thread(over)),
    'GET /api/forum/threads/1/posts': () => pageOf(replies),
    'POST /api/forum/threads/1/posts': (sent) => dataOf(post(9, (sent.body as { body: string }).body), 'Reply posted', 201),
    'POST /api/forum/posts/3/accept': () => dataOf(post(3, 'Add a capacitor', { accepted: true }), 'Marked as the answer'),
    'POST /api/forum/posts/2/report': () => refusal(409, 'You have already reported this post'),
  });
}

describe('ForumThreadPage', () => {
  it('shows the question, the answer under it and the replies; a visitor is asked to sign in to reply', async () => {
    server({ category_qa: true, solved: true, answer: post(3, 'Add a capacitor', { accepted: true }) });
    renderAt(anonymous, '/forum/t/1', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why does my ADC read noise?' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Opening post' }).textContent).toContain('The question text');
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(within(answer).getByText('Add a capacitor')).toBeTruthy();
    expect(await screen.findByText('Check the ground loop')).toBeTruthy();
    expect(screen.getByText('Solved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to reply' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('quotes a reply into the reply box, posts the reply, and lets the asker mark an answer in Q&A', async () => {
    const log = server({ category_qa: true });
    renderAt(member, '/forum/t/1', routes);
    const user = userEvent.setup();
    await screen.findByText('Check the ground loop');
    await user.click(screen.getAllByRole('button', { name: 'Quote the reply by Grace Hopper' })[0]!);
    const box = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('@grace wrote:\n> Check the ground loop\n\n'));
    await user.type(box, 'Thanks, @grace!');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() =>
      expect(log.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ body: '@grace wrote:\n> Check the ground loop\n\nThanks, @grace!' }]),
    );
    await waitFor(() => expect(box.value).toBe(''));

    const replies = screen.getAllByRole('button', { name: 'Mark as answer' });
    expect(replies).toHaveLength(2);
    await user.click(replies[1]!);
    await waitFor(() => expect(log.some((r) => r.method === 'POST' && r.path === '/api/forum/posts/3/accept')).toBe(true));
  });

  it("reports a post with a reason and shows the server's refusal in the dialog", async () => {
    const log = server();
    renderAt(member, '/forum/t/1', routes);
    const user = userEvent.setup();
    await screen.findByText('Check the ground loop');
    await user.click(screen.getAllByRole('button', { name: 'Report the reply by Grace Hopper' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('You have already reported this post')).toBeTruthy();
    expect(log.find((r) => r.path === '/api/forum/posts/2/report')!.body).toEqual({ reason: 'Spam' });
    expect(screen.queryByRole('button', { name: 'Mark as answer' })).toBeNull();
  });

  it("replaces the reply form with 'This thread is locked'", async () => {
    server({ locked: true });
    renderAt(member, '/forum/t/1', routes);
    expect(await screen.findByText('This thread is locked')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.getByText('Locked')).toBeTruthy();
  });

  it('shows a moderator the hidden posts marked Hidden, Restore, and the thread controls', async () => {
    server({}, [post(2, 'Buy cheap parts', { hidden: true })]);
    renderAt(moderator, '/forum/t/1', routes);
    const hidden = (await screen.findByText('Buy cheap parts')).closest('article')!;
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: 'Restore the reply by Grace Hopper' })).toBeTruthy();
    const tools = screen.getByRole('region', { name: 'Moderation' });
    for (const name of ['Lock', 'Pin', 'Move', 'Merge', 'Delete thread']) expect(within(tools).getByRole('button', { name })).toBeTruthy();
  });

  it("edits one's own reply (shown 'edited'), deletes it after confirming, and unsubscribes", async () => {
    const log = fakeForumServer({
      'GET /api/forum/categories': () => dataOf([category(1, 'General')]),
      'GET /api/forum/threads/1': () => dataOf(thread()),
      'GET /api/forum/threads/1/posts': () =>
        pageOf([
          post(5, 'My first try', {
            author: { id: 7, name: 'Ada Lovelace', username: 'ada', role: 'user', avatar_url: null },
            edited_at: '2026-03-01T12:00:00.000Z',
            edit_count: 1,
          }),
        ]),
      'PUT /api/forum/posts/5': (sent) => dataOf(post(5, (sent.body as { body: string }).body), 'Post updated'),
      'DELETE /api/forum/posts/5': () => dataOf(null, 'Post deleted'),
      'DELETE /api/forum/threads/1/subscription': () => dataOf(null, 'You will no longer be notified of new replies'),
    });
    renderAt(member, '/forum/t/1', routes);
    const user = userEvent.setup();
    const mine = (await screen.findByText('My first try')).closest('article')!;
    expect(within(mine).getByText('edited')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /Like this post/ })).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Edit the reply by Ada Lovelace' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit post' });
    await user.clear(box);
    await user.type(box, 'My second try');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log.find((r) => r.method === 'PUT')?.body).toEqual({ body: 'My second try' }));

    await user.click(await within(mine).findByRole('button', { name: 'Delete the reply by Ada Lovelace' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log.some((r) => r.method === 'DELETE' && r.path === '/api/forum/posts/5')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(log.some((r) => r.method === 'DELETE' && r.path === '/api/forum/threads/1/subscription')).toBe(true));
  });

  it("shows 'Thread not found' for an unknown thread", async () => {
    fakeForumServer({ 'GET /api/forum/categories': () => dataOf([]), 'GET /api/forum/threads/1': () => refusal(404, 'Thread not found') });
    renderAt(member, '/forum/t/1', routes);
    expect(await screen.findByRole('heading', { name: 'Thread not found' })).toBeTruthy();
  });
});
