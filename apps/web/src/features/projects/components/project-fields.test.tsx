import { PROJECT_CATEGORIES } from '@esdc/core/project';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoundField } from '../../../lib/use-server-form';
import { ProjectLinkFields, ProjectSummaryFields } from './project-fields';

/** A stand-in for useServerForm's binder: a name and no error, or the error given for that field. */
const binder =
  (errors: Record<string, string> = {}) =>
  (name: string): BoundField => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {}, error: errors[name] });

const choices = () => Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);

describe('ProjectSummaryFields', () => {
  it('offers the standard categories after "Select a category"', () => {
    render(<ProjectSummaryFields idPrefix="create-project" field={binder()} />);
    expect(choices()).toEqual([['', 'Select a category'], ...PROJECT_CATEGORIES.map((c) => [c, c])]);
    expect(screen.getByLabelText('Title').id).toBe('create-project-title');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
  });

  it("keeps a stored non-standard category, first, so editing doesn't drop it", () => {
    render(<ProjectSummaryFields idPrefix="edit-project" field={binder()} currentCategory="Robotics club" />);
    expect(choices().slice(0, 2)).toEqual([
      ['', 'Select a category'],
      ['Robotics club', 'Robotics club'],
    ]);
    expect(choices()).toHaveLength(PROJECT_CATEGORIES.length + 2);
  });

  it("shows each field's error under it", () => {
    render(<ProjectSummaryFields idPrefix="p" field={binder({ title: 'Title must be at least 5 characters long' })} />);
    expect(document.getElementById('p-title-error')?.textContent).toBe('Title must be at least 5 characters long');
    expect(document.getElementById('p-description-error')).toBeNull();
  });
});

describe('ProjectLinkFields', () => {
  it('asks for the GitHub link and the live URL as URLs', () => {
    render(<ProjectLinkFields idPrefix="edit-project" field={binder()} />);
    const fields = [
      ['GitHub Link', 'edit-project-github'],
      ['Live URL', 'edit-project-live'],
    ] as const;
    for (const [label, id] of fields) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect([input.id, input.type]).toEqual([id, 'url']);
    }
  });
});
