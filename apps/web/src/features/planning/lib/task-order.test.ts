import type { Task } from '@esdc/core/planning-schemas';
import { describe, expect, it } from 'vitest';
import { dropTask, groupByStatus, placeTask, upsertTask } from './task-order';

const task = (id: number, status: Task['status'], position: string): Task => ({
  id,
  board_id: 1,
  title: `Task ${id}`,
  description: '',
  status,
  priority: 'medium',
  assignees: [],
  labels: [],
  due_at: null,
  position,
  created_by: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

const ids = (tasks: Task[]) => tasks.map((t) => t.id);
const list = [task(1, 'todo', 'a0'), task(2, 'todo', 'a1'), task(3, 'in-progress', 'a0'), task(4, 'done', 'a0')];

describe('task order (SPEC §2 Planning)', () => {
  it('groups the tasks into the four columns in list order', () => {
    const columns = groupByStatus(list);
    expect(Object.keys(columns)).toEqual(['todo', 'in-progress', 'review', 'done']);
    expect(ids(columns.todo)).toEqual([1, 2]);
    expect(ids(columns.review)).toEqual([]);
  });

  it('places a moved task after its new neighbour, at the top, or in an empty column', () => {
    expect(ids(placeTask(list, 1, 'todo', 2))).toEqual([2, 1, 3, 4]);
    expect(ids(placeTask(list, 2, 'todo', null))).toEqual([2, 1, 3, 4]);
    expect(ids(placeTask(list, 1, 'in-progress', 3))).toEqual([2, 3, 1, 4]);
    expect(ids(placeTask(list, 1, 'in-progress', null))).toEqual([2, 1, 3, 4]);
    const review = placeTask(list, 2, 'review', null);
    expect(ids(review)).toEqual([1, 3, 2, 4]);
    expect(review.find((t) => t.id === 2)!.status).toBe('review');
    expect(ids(placeTask(list, 1, 'done', 4))).toEqual([2, 3, 4, 1]);
    expect(placeTask(list, 99, 'done', null)).toBe(list);
  });

  it('puts a task the server answered where its status and key sort it, and drops deleted ones', () => {
    expect(ids(upsertTask(list, task(1, 'todo', 'a2')))).toEqual([2, 1, 3, 4]);
    expect(ids(upsertTask(list, task(5, 'review', 'a0')))).toEqual([1, 2, 3, 5, 4]);
    expect(ids(upsertTask(list, task(6, 'done', 'a1')))).toEqual([1, 2, 3, 4, 6]);
    expect(ids(upsertTask(list, task(7, 'todo', 'Zz')))).toEqual([7, 1, 2, 3, 4]);
    expect(ids(dropTask(list, 3))).toEqual([1, 2, 4]);
    expect(dropTask(list, 99)).toBe(list);
  });
});
