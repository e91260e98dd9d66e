import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExamQuestion } from '../api/learning-types';
import { ExamForm } from './exam-form';

const questions: ExamQuestion[] = [
  {
    id: 1,
    kind: 'single',
    prompt: 'Which pin has the built-in LED?',
    options: [
      { id: 11, text: 'Pin 13' },
      { id: 12, text: 'Pin 2' },
    ],
  },
  {
    id: 2,
    kind: 'multiple',
    prompt: 'Which pins support PWM?',
    options: [
      { id: 21, text: 'D3' },
      { id: 22, text: 'D4' },
      { id: 23, text: 'D5' },
    ],
  },
  { id: 3, kind: 'short', prompt: 'Which function sets a pin as an output?', options: [] },
];

describe('ExamForm (exam page)', () => {
  it('shows each question as a labelled group: radios, checkboxes and a text field', () => {
    render(<ExamForm questions={questions} pending={false} onSubmit={() => {}} />);
    const first = screen.getByRole('group', { name: /Question 1\s*Which pin has the built-in LED\?/ });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    const second = screen.getByRole('group', { name: /Which pins support PWM\?/ });
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3);
    const third = screen.getByRole('group', { name: /Which function sets a pin/ });
    expect(within(third).getByRole('textbox', { name: 'Your answer' })).toBeTruthy();
    expect(screen.getByText('0 of 3 answered')).toBeTruthy();
  });

  it('submits every answer straight away when all are answered, using the keyboard only', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ExamForm questions={questions} pending={false} onSubmit={onSubmit} />);
    await user.tab();
    // The first radio of the group has focus; the arrow key moves to and selects the next one.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pin 13' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pin 2' })).toHaveProperty('checked', true);
    await user.keyboard('{ArrowUp}');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('  pinMode ');
    expect(screen.getByText('3 of 3 answered')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith([
      { question_id: 1, option_ids: [11] },
      { question_id: 2, option_ids: [21, 23] },
      { question_id: 3, text: 'pinMode' },
    ]);
  });

  it('asks for confirmation while questions are unanswered, and sends them empty when confirmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ExamForm questions={questions} pending={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Pin 13' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit with unanswered questions?' });
    expect(within(dialog).getByText('2 questions are not answered yet and will count as wrong.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    expect(onSubmit).toHaveBeenCalledWith([{ question_id: 1, option_ids: [11] }, { question_id: 2 }, { question_id: 3 }]);
  });

  it('does not submit while an attempt is being sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ExamForm questions={questions.slice(0, 1)} pending onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Pin 2' }));
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toHaveProperty('disabled', true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
