import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useServerForm, type BoundField } from './use-server-form';

const schema = z.object({ email: z.string().min(1, 'Email is required'), name: z.string() });
type Values = z.input<typeof schema>;

/** A labelled input bound with `field`, its error (if any) under it. */
function Input({ label, bound: { error, ...input } }: { label: string; bound: BoundField }) {
  return (
    <>
      <input aria-label={label} {...input} />
      {error ? <p id={`${input.name}-error`}>{error}</p> : null}
    </>
  );
}

/** A two-field form whose submit fails with `failure` (or succeeds when it is null). */
function Form({ failure, onEdit, onValid }: { failure: string | null; onEdit?: () => void; onValid?: (v: Values) => void }) {
  const { field, submit, serverError, setServerError } = useServerForm<Values>(
    { resolver: zodResolver(schema), defaultValues: { email: '', name: '' } },
    onEdit,
  );
  const onSubmit = submit(async (values) => {
    onValid?.(values);
    if (failure) setServerError(failure);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {serverError ? <p role="alert">{serverError}</p> : null}
      <Input label="Email" bound={field('email')} />
      <Input label="Name" bound={field('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('useServerForm', () => {
  it("binds a field: its rule's message comes with it, and nothing is submitted", async () => {
    const onValid = vi.fn();
    render(<Form failure={null} onValid={onValid} />);
    await save();
    expect(document.getElementById('email-error')?.textContent).toBe('Email is required');
    expect(document.getElementById('name-error')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the values, keeps the server error until the user types, then clears it and reports the edit', async () => {
    const onEdit = vi.fn();
    const onValid = vi.fn();
    render(<Form failure="Email already registered" onEdit={onEdit} onValid={onValid} />);
    type('Email', 'ada@example.com');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await save();
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', name: '' });
    expect(screen.getByRole('alert').textContent).toBe('Email already registered');
    type('Name', 'Ada');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('clears the previous server error when the form is submitted again', async () => {
    const answers = vi.fn<() => string | null>().mockReturnValueOnce('Try again later').mockReturnValue(null);
    function Twice() {
      const { submit, serverError, setServerError } = useServerForm<Values>({ defaultValues: { email: 'a', name: '' } });
      const onSubmit = submit(async () => {
        const failure = answers();
        if (failure) setServerError(failure);
      });
      return (
        <form onSubmit={onSubmit}>
          {serverError ? <p role="alert">{serverError}</p> : null}
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Twice />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Try again later');
    await save();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
