import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymous, category, dataOf, fakeForumServer, pageOf, renderAt, summary } from '../test/fake-forum-server';
import ForumCategoryPage from './forum-category-page';

/*
 * /forum/{categoryId} (SPEC §2 Forum): the category's threads in the order asked for (sort=top), 'Solved' and
 * 'Unsolved' only in a Q&A category, the page in the address, and 'Category not found'.
 */

const routes = { '/forum/:categoryId': <ForumCategoryPage /> };
const categories = () => dataOf([category(1, 'General'), category(5, 'Help', { qa: true })]);

describe('ForumCategoryPage', () => {
  it('lists the threads of a Q&A category, asks for the order and the solved filter chosen, and keeps the page', async () => {
    const log = fakeForumServer({
      'GET /api/forum/categories': categories,
      'GET /api/forum/threads': () => pageOf([summary(2, 'How to flash an STM32?', { category_id: 5 })], 20),
    });
    renderAt(anonymous, '/forum/5?page=2', routes);
    expect(await screen.findByRole('heading', { level: 1, name: /Help/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'How to flash an STM32?' })).toBeTruthy();
    const first = log.find((r) => r.path === '/api/forum/threads')!;
    expect(Object.fromEntries(first.query)).toEqual({ category_id: '5', sort: 'latest', limit: '20', offset: '20' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top');
    await waitFor(() => expect(log.at(-1)!.query.get('sort')).toBe('top'));
    expect(log.at(-1)!.query.get('offset')).toBe('0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Answered' }), 'Unsolved');
    await waitFor(() => expect(log.at(-1)!.query.get('solved')).toBe('false'));
  });

  it('offers no solved filter outside Q&A and says when a category has no threads', async () => {
    fakeForumServer({ 'GET /api/forum/categories': categories, 'GET /api/forum/threads': () => pageOf([]) });
    renderAt(anonymous, '/forum/1', routes);
    expect(await screen.findByText('No discussions yet')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Answered' })).toBeNull();
  });

  it("shows 'Category not found' for an unknown category", async () => {
    fakeForumServer({ 'GET /api/forum/categories': categories, 'GET /api/forum/threads': () => pageOf([]) });
    renderAt(anonymous, '/forum/99', routes);
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeTruthy();
  });
});
