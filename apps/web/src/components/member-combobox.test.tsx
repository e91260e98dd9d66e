import type { UserSearchResult } from '@esdc/core/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fixtures';
import { Dialog } from './dialog';
import { FieldShell } from './form-field';
import { MemberCombobox } from './member-combobox';

/*
 * The member combobox runs on Downshift's useCombobox. Through the real search (TanStack Query
 * and the API client, the API stubbed at fetch, the real 300 ms debounce): typing shows options, the arrow
 * keys and Enter pick, a click picks, Escape closes the list and only the list, and the ARIA combobox
 * pattern holds (SPEC §2 contributor search, §3 Contributor search result).
 */

const priya: UserSearchResult = { id: 3, name: 'Priya Raman', email: 'priya@esdc.club' };
const prakash: UserSearchResult = { id: 4, name: 'Prakash Iyer', email: 'prakash@esdc.club' };

/** Stubs GET /api/users/search: members whose name or email contains q; records each q asked. */
function stubSearch(members: UserSearchResult[] = [priya, prakash]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | RequestInfo) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/users/search') return jsonResponse(404, { success: false, message: 'Not found' });
    const q = url.searchParams.get('q') ?? '';
    asked.push(q);
    const data = members.filter((m) => `${m.name} ${m.email}`.toLowerCase().includes(q.toLowerCase()));
    return jsonResponse(200, { success: true, data });
  });
  return asked;
}

function renderCombobox(props: { isPicked?: (user: UserSearchResult) => boolean; enterPicksOnlyMatch?: boolean; inDialog?: boolean } = {}) {
  const picked: UserSearchResult[] = [];
  const onOpenChange = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const field = (
    <FieldShell id="contributors" label="Contributors" hint="Search members by name or email.">
      <MemberCombobox
        id="contributors"
        hint="Search members by name or email."
        onPick={(user) => picked.push(user)}
        isPicked={props.isPicked}
        enterPicksOnlyMatch={props.enterPicksOnlyMatch}
      />
    </FieldShell>
  );
  render(
    <QueryClientProvider client={client}>
      {props.inDialog ? (
        <Dialog open onOpenChange={onOpenChange} title="Add New Project">
          {field}
        </Dialog>
      ) : (
        <form onSubmit={onSubmit}>{field}</form>
      )}
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Contributors' }) as HTMLInputElement;
  return { picked, input, onOpenChange, onSubmit, user: userEvent.setup() };
}

const status = () => screen.getByRole('status').textContent;
/** The listbox the combobox controls (found through aria-controls, as it may be hidden). */
function listbox(): HTMLElement {
  const list = document.getElementById(screen.getByRole('combobox').getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the combobox controls no element');
  return list;
}

describe('MemberCombobox', () => {
  it('is an ARIA combobox, collapsed, that controls a hidden listbox', () => {
    stubSearch();
    const { input } = renderCombobox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(input.getAttribute('aria-describedby')).toBe('contributors-hint');
    // Every element its ARIA points at exists (the FieldShell's label names it, not a label Downshift imagines).
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
      for (const ref of (input.getAttribute(attribute) ?? '').split(' ').filter(Boolean))
        expect(document.getElementById(ref), `${attribute} ${ref}`).not.toBeNull();
    }
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(listbox().getAttribute('aria-label')).toBe('Matching members');
    expect(listbox().hidden).toBe(true);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('searches what was typed once it settles (one request) and lists the members as options', async () => {
    const asked = stubSearch();
    const { input, user } = renderCombobox();
    await user.type(input, 'pr');
    expect(status()).toBe('Searching...');
    await waitFor(() => expect(status()).toBe('2 members found'));
    expect(asked).toEqual(['pr']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Matching members' })).toBe(listbox());
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Priya Ramanpriya@esdc.club', 'Prakash Iyerprakash@esdc.club']);
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(input.getAttribute('aria-activedescendant') || null).toBeNull();
  });

  it('says No members found, and shows no list, when nobody matches', async () => {
    stubSearch();
    const { input, user } = renderCombobox();
    await user.type(input, 'zed');
    await waitFor(() => expect(status()).toBe('No members found'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
  });

  it('moves through the options with the arrow keys and picks the highlighted one with Enter', async () => {
    stubSearch();
    const { input, user, picked } = renderCombobox();
    await user.type(input, 'pr');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id); // wraps around
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{Enter}');
    expect(picked).toEqual([prakash]);
    // The pick clears the query and closes the list.
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
    expect(status()).toBe('');
  });

  it('picks a member by a click', async () => {
    stubSearch();
    const { input, user, picked } = renderCombobox();
    await user.type(input, 'pr');
    await user.click(await screen.findByRole('option', { name: /priya@esdc\.club/ }));
    expect(picked).toEqual([priya]);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks nothing on Enter with no option highlighted, and Enter never submits the form around it', async () => {
    stubSearch();
    const { input, user, picked, onSubmit } = renderCombobox();
    await user.type(input, 'priya{Enter}'); // before any result
    await waitFor(() => expect(status()).toBe('1 member found'));
    await user.keyboard('{Enter}');
    expect(picked).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with enterPicksOnlyMatch, Enter picks the one member that matches', async () => {
    stubSearch();
    const { input, user, picked } = renderCombobox({ enterPicksOnlyMatch: true });
    await user.type(input, 'priya');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Enter}');
    expect(picked).toEqual([priya]);
    expect(input.value).toBe('');
  });

  it("marks members already picked 'Added' and disabled: the arrow keys skip them, a click does nothing", async () => {
    stubSearch();
    const { input, user, picked } = renderCombobox({ isPicked: (m) => m.id === priya.id });
    await user.type(input, 'pr');
    const added = await screen.findByRole('option', { name: /priya@esdc\.club/ });
    expect(added.getAttribute('aria-disabled')).toBe('true');
    expect(added.textContent).toContain('Added');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /prakash@esdc\.club/ }).id);
    await user.click(added);
    expect(picked).toEqual([]);
    // The pointer over the disabled option took the highlight away; the arrow keys bring it back.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual([prakash]);
  });

  it('closes the list on Escape, and only the list: the dialog around it stays open', async () => {
    stubSearch();
    const { input, user, onOpenChange, picked } = renderCombobox({ inDialog: true });
    await user.type(input, 'pr');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(input.value).toBe('pr');
    expect(picked).toEqual([]);
    // With the list closed, Escape is the dialog's again.
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the list on a click outside it, picking nothing', async () => {
    stubSearch();
    const { input, user, picked } = renderCombobox();
    await user.type(input, 'pr');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}');
    await user.click(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(picked).toEqual([]);
  });

  it('does not add the highlighted member when the field is left with Tab', async () => {
    stubSearch();
    const { input, user, picked } = renderCombobox();
    await user.type(input, 'pr');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(picked).toEqual([]);
  });

  it('leaves the list shut, and the focus where it went, when the field was left before results came', async () => {
    stubSearch();
    const { input, user } = renderCombobox();
    await user.type(input, 'pr');
    await user.tab();
    await waitFor(() => expect(status()).toBe('2 members found'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(input);
  });
});
