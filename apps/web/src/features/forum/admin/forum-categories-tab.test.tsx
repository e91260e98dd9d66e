import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, category, dataOf, fakeForumServer, renderAt } from '../test/fake-forum-server';
import { ForumCategoriesTab } from './forum-categories-tab';

/*
 * The admin panel's Forum categories tab (SPEC §2 Forum Moderation): the categories with Q&A and state; Add Category
 * with core's messages and the Q&A switch; Move down sends the new position; Restore of an archived one.
 */

describe('ForumCategoriesTab', () => {
  it('adds a Q&A category, moves one down and restores an archived one', async () => {
    const log = fakeForumServer({
      'GET /api/forum/categories': () => dataOf([category(1, 'General'), category(2, 'Help', { qa: true }), category(3, 'Old', { archived: true })]),
      'POST /api/forum/categories': (sent) => dataOf(category(4, (sent.body as { name: string }).name), 'Category created', 201),
      'PUT /api/forum/categories/1': () => dataOf(category(1, 'General', { position: 1 }), 'Category saved'),
      'PUT /api/forum/categories/3': () => dataOf(category(3, 'Old'), 'Category saved'),
    });
    renderAt(admin, '/admin', { '/admin': <ForumCategoriesTab /> });
    const user = userEvent.setup();
    await screen.findAllByText('Help');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Category name is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Category name' }), 'Robotics');
    await user.click(within(dialog).getByRole('checkbox', { name: /Q&A category/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(log.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Robotics', description: '', qa: true }));

    await user.click(screen.getAllByRole('button', { name: 'Move category General down' })[0]!);
    await waitFor(() => expect(log.find((r) => r.path === '/api/forum/categories/1')?.body).toEqual({ position: 1 }));
    await user.click(screen.getAllByRole('button', { name: 'Restore category Old' })[0]!);
    await waitFor(() => expect(log.find((r) => r.path === '/api/forum/categories/3')?.body).toEqual({ archived: false }));
  });
});
