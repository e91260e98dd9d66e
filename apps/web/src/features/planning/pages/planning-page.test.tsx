import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, anonymous, board, dataOf, fakePlanningServer, grace, member, noContent, renderAt, task } from '../test/fake-planning-server';
import PlanningPage from './planning-page';

/*
 * /planning (SPEC §2 Planning) through the real hooks and API client, the API stubbed at fetch: the visitor's sign-in
 * prompt; 'No boards yet' and New Board; the board tabs, header and the four columns with their counts and cards;
 * search and Filter; the list view's checkbox; Add Task (core's messages, the due date sent as UTC); the task dialog
 * (rendered markdown, delete after confirming); a live `task` event moving a card.
 */

const page = <PlanningPage />;
const column = (name: string) => screen.getByRole('region', { name: 'Kanban board' }).querySelector(`[data-column="${name}"]`) as HTMLElement;

const tasks = [
  task(1, 'Solder the sensor board', { priority: 'high', labels: ['pcb'], assignees: [grace], due_at: '2020-01-01T10:00:00.000Z' }),
  task(2, 'Write the I2C driver', { priority: 'urgent', labels: ['firmware'], assignees: [ada] }),
  task(3, 'Review the schematic', { status: 'review', description: '## Checklist\n\n- **power** rails' }),
  task(4, 'Order parts', { status: 'done', priority: 'low' }),
];
const boards = [board(1, 'Weather station', { task_counts: { todo: 2, 'in-progress': 0, review: 1, done: 1 } }), board(2, 'Robot arm')];

describe('PlanningPage', () => {
  it('asks a visitor to log in', () => {
    fakePlanningServer({});
    renderAt(anonymous, '/planning', page);
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('says when the member has no boards, and New Board creates one shared with nobody and opens it', async () => {
    const { log } = fakePlanningServer({
      'GET /api/boards': () => dataOf([]),
      'GET /api/teams': () => dataOf([{ id: 3, name: 'Rover team' }]),
      'GET /api/projects': () => dataOf([]),
      'POST /api/boards': () => dataOf(board(9, 'Rover'), 'Board created', 201),
      'GET /api/boards/9': () => dataOf(board(9, 'Rover')),
      'GET /api/boards/9/tasks': () => dataOf([]),
    });
    renderAt(member, '/planning', page);
    expect(await screen.findByText('No boards yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'New Board' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Board' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Board' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(log.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rover');
    await within(dialog).findByRole('option', { name: 'Rover team' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Owner' }), 'Rover team');
    expect(within(dialog).queryByLabelText('Share with')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create Board' }));
    await waitFor(() => expect(log.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ name: 'Rover', description: '', team_id: 3 }]));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/planning?board=9'));
  });

  it('shows the board tabs, the header and the four columns with their counts and cards', async () => {
    fakePlanningServer({
      'GET /api/boards': () => dataOf(boards),
      'GET /api/boards/1': () => dataOf(boards[0]),
      'GET /api/boards/1/tasks': () => dataOf(tasks),
    });
    renderAt(member, '/planning', page);
    await screen.findByText('Solder the sensor board');
    const tabs = screen.getByRole('navigation', { name: 'Boards' });
    expect(
      within(tabs)
        .getByRole('link', { name: /Weather station/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tabs)
        .getByRole('link', { name: /Robot arm/ })
        .getAttribute('href'),
    ).toBe('/planning?board=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Weather station' })).toBeTruthy();
    expect(screen.getByText('Plans of Weather station')).toBeTruthy();
    for (const [status, heading, count] of [
      ['todo', 'To Do', '2 tasks'],
      ['in-progress', 'In Progress', '0 tasks'],
      ['review', 'Review', '1 task'],
      ['done', 'Done', '1 task'],
    ] as const) {
      expect(within(column(status)).getByRole('heading', { name: new RegExp(heading) })).toBeTruthy();
      expect(within(column(status)).getByLabelText(count)).toBeTruthy();
    }
    const card = within(column('todo')).getByRole('button', { name: /Solder the sensor board/ });
    expect(card.getAttribute('aria-roledescription')).toBe('draggable task');
    expect(within(card).getByText('High')).toBeTruthy();
    expect(within(card).getByText('pcb')).toBeTruthy();
    expect(within(card).getByText(/Overdue/)).toBeTruthy();
    expect(within(card).getByRole('img', { name: "Grace Hopper's avatar" })).toBeTruthy();
    expect(within(column('done')).getByText('Order parts')).toBeTruthy();
  });

  it('searches and filters the tasks in the browser, and the list view checkbox marks a task done', async () => {
    const { log } = fakePlanningServer({
      'GET /api/boards': () => dataOf(boards),
      'GET /api/boards/1': () => dataOf(boards[0]),
      'GET /api/boards/1/tasks': () => dataOf(tasks),
      'PATCH /api/tasks/2': () => dataOf({ ...tasks[1]!, status: 'done', position: 'a0' }, 'Task updated'),
    });
    renderAt(member, '/planning?board=1', page);
    await screen.findByText('Solder the sensor board');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
    await waitFor(() => expect(screen.queryByText('Solder the sensor board')).toBeNull());
    expect(screen.getByText('Write the I2C driver')).toBeTruthy();
    expect(screen.getByText('1 of 4 tasks')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Any priority');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due' }), 'Overdue');
    await waitFor(() => expect(screen.queryByText('Write the I2C driver')).toBeNull());
    expect(screen.getByText('Solder the sensor board')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due' }), 'Any time');
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'nothing like it{Enter}');
    expect(await screen.findByText('No tasks match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByText('Order parts');

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByTestId('address').textContent).toContain('view=list');
    const rows = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual([
      'Solder the sensor board',
      'Write the I2C driver',
      'Review the schematic',
      'Order parts',
    ]);
    const box = screen.getByRole('checkbox', { name: 'Mark Write the I2C driver done' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect(log.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ status: 'done' }]));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Mark Write the I2C driver done' }) as HTMLInputElement).checked).toBe(true));
  });

  it("Add Task shows core's messages, then sends the task with its due date in UTC", async () => {
    const { log } = fakePlanningServer({
      'GET /api/boards': () => dataOf(boards),
      'GET /api/boards/1': () => dataOf(boards[0]),
      'GET /api/boards/1/tasks': () => dataOf(tasks),
      'POST /api/boards/1/tasks': () => dataOf(task(5, 'Calibrate', { status: 'in-progress', assignees: [grace] }), 'Task added', 201),
    });
    renderAt(member, '/planning?board=1', page);
    await screen.findByText('Solder the sensor board');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Calibrate');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'In Progress');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'High');
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Labels' }), 'Sensors, lab');
    within(dialog).getByLabelText('Due date');
    const due = within(dialog).getByLabelText('Due date') as HTMLInputElement;
    await user.type(due, '2026-12-01T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await waitFor(() =>
      expect(log.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        {
          title: 'Calibrate',
          description: '',
          status: 'in-progress',
          priority: 'high',
          assignee_ids: [8],
          labels: ['lab', 'sensors'],
          due_at: new Date('2026-12-01T09:30').toISOString(),
        },
      ]),
    );
    expect(await within(column('in-progress')).findByText('Calibrate')).toBeTruthy();
  });

  it('opens a task with its markdown rendered, and deletes it after asking', async () => {
    const { log } = fakePlanningServer({
      'GET /api/boards': () => dataOf(boards),
      'GET /api/boards/1': () => dataOf(boards[0]),
      'GET /api/boards/1/tasks': () => dataOf(tasks),
      'DELETE /api/tasks/3': () => noContent(),
    });
    renderAt(member, '/planning?board=1', page);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Review the schematic/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Review the schematic' });
    expect((await within(dialog).findByText('power', {}, { timeout: 5000 })).tagName).toBe('STRONG');
    expect(within(dialog).getByText('rails', { exact: false }).tagName).toBe('LI');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this task?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete Task' }));
    await waitFor(() => expect(log.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/tasks/3']));
    await waitFor(() => expect(screen.queryByText('Review the schematic')).toBeNull());
  });

  it('moves a card when the live stream says a task changed', async () => {
    let moved = false;
    const { streams } = fakePlanningServer({
      'GET /api/boards': () => dataOf(boards),
      'GET /api/boards/1': () => dataOf(boards[0]),
      'GET /api/boards/1/tasks': () => dataOf(tasks),
      'GET /api/tasks/2': () => dataOf({ ...tasks[1]!, status: moved ? 'review' : 'todo', position: 'a0' }),
    });
    renderAt(member, '/planning?board=1', page);
    await screen.findByText('Write the I2C driver');
    await waitFor(() => expect(streams).toHaveLength(1));
    moved = true;
    streams[0]!.send('task', { task_id: 2, deleted: false });
    await waitFor(() => expect(within(column('review')).getByText('Write the I2C driver')).toBeTruthy());
    expect(
      within(column('review'))
        .getAllByRole('button')
        .map((b) => b.textContent?.slice(0, 12)),
    ).toEqual(['Write the I2', 'Review the s']);
    streams[0]!.send('task', { task_id: 4, deleted: true });
    await waitFor(() => expect(screen.queryByText('Order parts')).toBeNull());
  });
});
