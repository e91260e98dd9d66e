import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CourseFormOutput } from './course-form-schema';
import { CourseForm } from './course-form';
import { EMPTY_COURSE_FORM } from './course-form-schema';

function renderForm(onSubmit = vi.fn(async (_body: CourseFormOutput) => {})) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CourseForm mode="create" initial={EMPTY_COURSE_FORM} onSubmit={onSubmit} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CourseForm', () => {
  it("shows core's messages on the fields and sends nothing while the course is invalid", async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Course title is required')).toBeTruthy();
    expect(screen.getByText('Course description is required')).toBeTruthy();
    expect(screen.getByText('Module title is required')).toBeTruthy();
    expect(screen.getByText('Lesson title is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('builds a course with a module, a lesson, and an exam question with a correct option; reorders and removes', async () => {
    const onSubmit = renderForm();
    type('Title', 'Sensors in Practice');
    type('Description', 'Read temperature, light and motion sensors over I2C and SPI.');
    type('Duration', '3 weeks');
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'Intermediate' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Sensors' } });
    type('Price (₹)', '299');
    fireEvent.click(screen.getByLabelText('Published'));
    type('Outcome 1', 'Read a BME280 over I2C');
    type('Module title', 'Buses');
    type('Lesson title', 'I2C in ten minutes');
    type('Lesson content', '## Two wires\n\nSDA and SCL.');

    // A second lesson, moved above the first, then removed again.
    fireEvent.click(screen.getByRole('button', { name: 'Add lesson to module 1' }));
    fireEvent.change(screen.getAllByLabelText('Lesson title')[1]!, { target: { value: 'SPI basics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move lesson 2 of module 1 up' }));
    expect((screen.getAllByLabelText('Lesson title')[0] as HTMLInputElement).value).toBe('SPI basics');
    fireEvent.click(screen.getByRole('button', { name: 'Remove lesson 1 of module 1' }));
    expect(screen.getAllByLabelText('Lesson title')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add exam' }));
    type('Exam title', 'Bus quiz');
    type('Question', 'How many wires does I2C use?');
    fireEvent.change(screen.getByLabelText('Option 1 of question 1'), { target: { value: 'Two' } });
    fireEvent.change(screen.getByLabelText('Option 2 of question 1'), { target: { value: 'Four' } });
    const exam = screen.getByRole('group', { name: /Options/ });
    fireEvent.click(within(exam).getByLabelText(/Correct \(option 1 of question 1\)/));

    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Sensors in Practice',
      level: 'Intermediate',
      category: 'Sensors',
      price_paise: 29_900,
      published: true,
      outcomes: ['Read a BME280 over I2C'],
      modules: [{ title: 'Buses', lessons: [{ title: 'I2C in ten minutes', content_md: '## Two wires\n\nSDA and SCL.' }] }],
      exams: [
        {
          kind: 'exam',
          title: 'Bus quiz',
          pass_mark_percent: 70,
          questions: [
            {
              kind: 'single',
              prompt: 'How many wires does I2C use?',
              options: [
                { text: 'Two', correct: true },
                { text: 'Four', correct: false },
              ],
            },
          ],
        },
      ],
    });
  });

  it("shows the server's refusal above the buttons", async () => {
    renderForm(
      vi.fn(async () => {
        throw new Error('Only admins and moderators may create courses');
      }),
    );
    type('Title', 'Sensors in Practice');
    type('Description', 'Read temperature, light and motion sensors over I2C and SPI.');
    type('Duration', '3 weeks');
    type('Module title', 'Buses');
    type('Lesson title', 'I2C in ten minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Only admins and moderators may create courses')).toBeTruthy();
  });
});
