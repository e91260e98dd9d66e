import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { ChangePasswordForm } from './change-password-form';

/*
 * Change Password marks the Current Password field by the failure's code
 * (WRONG_CURRENT_PASSWORD), never by comparing the message's text. The API is stubbed at fetch.
 */

async function submitWith(status: number, failure: unknown) {
  vi.stubGlobal('fetch', async () => jsonResponse(status, failure));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <ChangePasswordForm userId={7} onDone={() => {}} />
      </QueryClientProvider>,
    );
  });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Current Password', 'old-password');
  fill('New Password', 'new-password-1');
  fill('Confirm New Password', 'new-password-1');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  });
}

const currentError = () => document.getElementById(`${screen.getByLabelText('Current Password').id}-error`)?.textContent ?? null;

describe('ChangePasswordForm: a wrong current password', () => {
  it('marks Current Password by the code WRONG_CURRENT_PASSWORD, whatever the message says', async () => {
    await submitWith(400, { success: false, message: 'That is not your password', error: { code: 'WRONG_CURRENT_PASSWORD' } });
    await waitFor(() => expect(currentError()).toBe('That is not your password'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows another failure in the form's alert, even with the same text, and marks no field", async () => {
    await submitWith(400, { success: false, message: 'Current password is incorrect', error: { code: 'VALIDATION_ERROR' } });
    await waitFor(() => expect(screen.getByText('Current password is incorrect')).toBeTruthy());
    expect(currentError()).toBeNull();
  });
});
