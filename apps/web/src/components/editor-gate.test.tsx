import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { EditorGate } from './editor-gate';

type Rec = { id: number; can_edit: boolean };

const query = (state: Partial<{ isPending: boolean; data: Rec; error: Error | null }>) => ({
  isPending: false,
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...state,
});

function renderGate(props: Partial<ComponentProps<typeof EditorGate<Rec>>> & { query: ReturnType<typeof query> }) {
  render(
    <MemoryRouter>
      <EditorGate<Rec>
        loading="Loading event..."
        failed="Failed to load the event"
        notFound={{ title: 'Event not found', link: { to: '/events', label: 'Back to Events' } }}
        refusal={{ title: 'You cannot edit this event', link: { to: '/events/1', label: 'Back to the event' } }}
        allowed={(r) => r.can_edit}
        {...props}
      >
        {(r) => <p>Form of {r.id}</p>}
      </EditorGate>
    </MemoryRouter>,
  );
}

describe('EditorGate', () => {
  it('says it is loading while the record loads', () => {
    renderGate({ query: query({ isPending: true }) });
    expect(screen.getAllByText('Loading event...').length).toBeGreaterThan(0);
  });

  it('shows not found, with the way back, for a 404 and for an address that names no record', () => {
    renderGate({ query: query({ error: new ApiError(404, 'Not found') }) });
    expect(screen.getByText('Event not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
  });

  it('treats an invalid address as not found even while the (disabled) query is pending', () => {
    renderGate({ query: query({ isPending: true }), invalid: true });
    expect(screen.getByText('Event not found')).toBeTruthy();
  });

  it("shows any other failure with its message and 'Try Again'", () => {
    const failing = query({ error: new ApiError(500, 'Server error') });
    renderGate({ query: failing });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load the event');
    expect(screen.getByRole('alert').textContent).toContain('Server error');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(failing.refetch).toHaveBeenCalled();
  });

  it('refuses when the record says so', () => {
    renderGate({ query: query({ data: { id: 1, can_edit: false } }) });
    expect(screen.getByText('You cannot edit this event')).toBeTruthy();
    expect(screen.queryByText(/Form of/)).toBeNull();
  });

  it.each([
    [true, 'You cannot edit this event'],
    [false, 'Failed to load the event'],
  ])('with refusedOn403 %s, a 403 shows %s', (refusedOn403, text) => {
    renderGate({ query: query({ error: new ApiError(403, 'Forbidden') }), refusedOn403 });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('still says it is loading while more the form needs is awaited', () => {
    renderGate({ query: query({ data: { id: 7, can_edit: true } }), waiting: true });
    expect(screen.getAllByText('Loading event...').length).toBeGreaterThan(0);
  });

  it('shows the form, given the record', () => {
    renderGate({ query: query({ data: { id: 7, can_edit: true } }) });
    expect(screen.getByText('Form of 7')).toBeTruthy();
  });
});
