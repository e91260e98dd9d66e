import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { CreateUserDialog } from './create-user-dialog';

/*
 * The Create User dialog marks a taken email or username by the failure's code (EMAIL_TAKEN,
 * USERNAME_TAKEN, or both in details), never by comparing the message's text. The API is stubbed at fetch.
 */

async function submitWith(failure: unknown) {
  vi.stubGlobal('fetch', async () => jsonResponse(409, failure));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <CreateUserDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
  });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Name', 'Grace Hopper');
  fill('Username', 'grace');
  fill('Email', 'grace@example.com');
  fill('Password', 'long-enough-1');
  fill('Confirm Password', 'long-enough-1');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
  });
}

/** The error text shown under a field, or null. */
function fieldError(label: string): string | null {
  return document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent ?? null;
}

describe('CreateUserDialog: a taken email or username', () => {
  it('marks Email by the code EMAIL_TAKEN, whatever the message says', async () => {
    // A message the old text comparison would not have recognised: only the code tells the field.
    await submitWith({ success: false, message: 'That address is in use', error: { code: 'EMAIL_TAKEN' } });
    await waitFor(() => expect(fieldError('Email')).toContain('That address is in use'));
    expect(fieldError('Username')).toBeNull();
  });

  it('marks Username by the code USERNAME_TAKEN', async () => {
    await submitWith({ success: false, message: 'Username already taken', error: { code: 'USERNAME_TAKEN' } });
    await waitFor(() => expect(fieldError('Username')).toContain('Username already taken'));
    expect(fieldError('Email')).toBeNull();
  });

  it('marks both fields from the details of a CONFLICT of both', async () => {
    await submitWith({
      success: false,
      message: 'Validation failed: Email already registered, Username already taken',
      error: {
        code: 'CONFLICT',
        details: [
          { path: 'email', message: 'Email already registered', code: 'EMAIL_TAKEN' },
          { path: 'username', message: 'Username already taken', code: 'USERNAME_TAKEN' },
        ],
      },
    });
    await waitFor(() => expect(fieldError('Email')).toContain('Email already registered'));
    expect(fieldError('Username')).toContain('Username already taken');
  });

  it('marks no field for the message text alone (a code it does not know)', async () => {
    await submitWith({ success: false, message: 'Email already registered', error: { code: 'CONFLICT' } });
    await waitFor(() => expect(screen.getAllByText('Email already registered').length).toBeGreaterThan(0));
    expect(fieldError('Email')).toBeNull();
  });
});
