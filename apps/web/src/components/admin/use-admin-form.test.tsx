import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { useAdminForm } from './use-admin-form';

vi.mock('../../lib/toast', () => ({ notify: vi.fn(async () => {}) }));

type Values = { email: string; username: string };

function setup() {
  const onDone = vi.fn();
  const { result } = renderHook(() => useAdminForm<Values, Values>({ defaultValues: { email: '', username: '' }, fields: ['email', 'username'], onDone }));
  return { result, onDone };
}

const texts = { success: 'User updated successfully', failure: 'Failed to update user' };

describe('useAdminForm', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it("send: toasts the server's message on success and closes", async () => {
    const { result, onDone } = setup();
    await act(async () => void (await result.current.send(async () => ({ message: 'User created successfully' }), texts)));
    expect(notify).toHaveBeenCalledWith('User created successfully', 'success');
    expect(onDone).toHaveBeenCalled();
  });

  it('send: a refusal marks the fields its code names, shows the message in the form and toasts it; the dialog stays', async () => {
    const { result, onDone } = setup();
    await act(async () => void (await result.current.send(() => Promise.reject(new ApiError(409, 'Email already registered', 'EMAIL_TAKEN')), texts)));
    expect(result.current.getFieldState('email').error?.message).toBe('Email already registered');
    expect(result.current.getFieldState('username').error).toBeUndefined();
    expect(result.current.serverError).toBe('Email already registered');
    expect(notify).toHaveBeenCalledWith('Email already registered', 'error');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('send: a fixed or derived failure toast instead of the message', async () => {
    const { result } = setup();
    const refuse = () => Promise.reject(new ApiError(400, 'Title is too short'));
    await act(async () => void (await result.current.send(refuse, { ...texts, toast: 'Failed to create project' })));
    expect(notify).toHaveBeenLastCalledWith('Failed to create project', 'error');
    await act(async () => void (await result.current.send(refuse, { ...texts, toast: (e) => `Failed: ${(e as Error).message}` })));
    expect(notify).toHaveBeenLastCalledWith('Failed: Title is too short', 'error');
  });

  it("saveChanges: with nothing changed, 'No changes to save' and closes without calling the server", async () => {
    const { result, onDone } = setup();
    const request = vi.fn(async () => ({}));
    await act(async () => void (await result.current.saveChanges({}, request, texts)));
    expect(request).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('No changes to save', 'info');
    expect(onDone).toHaveBeenCalled();
  });

  it('saveChanges: sends only the body given and toasts the fallback when the server sends no message', async () => {
    const { result, onDone } = setup();
    const request = vi.fn(async () => ({}));
    await act(async () => void (await result.current.saveChanges({ email: 'b@example.com' }, request, texts)));
    expect(request).toHaveBeenCalledWith({ email: 'b@example.com' });
    expect(notify).toHaveBeenCalledWith('User updated successfully', 'success');
    expect(onDone).toHaveBeenCalled();
  });
});
