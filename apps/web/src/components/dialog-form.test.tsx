import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogForm } from './dialog-form';

const props = { onSubmit: () => {}, onCancel: () => {}, submitLabel: 'Save Changes', busyLabel: 'Saving...', serverError: null, busy: false };

describe('DialogForm', () => {
  it("shows the server's refusal as an alert above the fields, and nothing when there is none", () => {
    const { rerender } = render(
      <DialogForm {...props}>
        <input aria-label="Title" />
      </DialogForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <DialogForm {...props} serverError="Project not found">
        <input aria-label="Title" />
      </DialogForm>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Project not found');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Title')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('submits with the submit button and cancels with Cancel', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onCancel = vi.fn();
    render(<DialogForm {...props} onSubmit={onSubmit} onCancel={onCancel} children={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while saving: both buttons disabled, the busy label, the form marked busy', () => {
    render(<DialogForm {...props} busy children={null} />);
    const submit = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(submit.form?.getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    [2, true],
    [1, false],
  ] as const)('with %i column(s) the fields are laid out in two columns from 640 px: %s', (columns, twoColumns) => {
    render(<DialogForm {...props} columns={columns} children={null} />);
    const form = (screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).form!;
    expect(form.className.includes('sm:grid-cols-2')).toBe(twoColumns);
  });
});
