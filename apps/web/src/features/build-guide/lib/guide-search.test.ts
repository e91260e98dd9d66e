import { describe, expect, it } from 'vitest';
import { filterSections } from './guide-search';

const sections = [
  { id: 'prerequisites', title: 'Prerequisites', text: 'Node.js 20.19 or newer. Git.' },
  { id: 'troubleshooting', title: 'Troubleshooting', text: 'Port 5173 is already in use. Module not found.' },
  { id: 'routes', title: 'Application routes', text: '/events Events Community' },
];

describe('filterSections', () => {
  it('keeps every section for a blank query', () => {
    expect(filterSections(sections, '   ').map((s) => s.id)).toEqual(['prerequisites', 'troubleshooting', 'routes']);
  });

  it('matches the title or the paragraph text, ignoring case', () => {
    expect(filterSections(sections, 'TROUBLE').map((s) => s.id)).toEqual(['troubleshooting']);
    expect(filterSections(sections, 'port 5173').map((s) => s.id)).toEqual(['troubleshooting']);
    expect(filterSections(sections, 'events').map((s) => s.id)).toEqual(['routes']);
  });

  it('needs every word and finds nothing for an unknown one', () => {
    expect(filterSections(sections, 'node module')).toEqual([]);
    expect(filterSections(sections, 'zephyr')).toEqual([]);
  });
});
