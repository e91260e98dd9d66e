import { digitsToNumber } from '@esdc/core/input';
import type { JobType } from '@esdc/core/jobs';
import { jobInputSchema, type Job, type JobInputFields } from '@esdc/core/jobs-schemas';
import { z } from 'zod';
import { fromDateTimeLocal, toDateTimeLocal } from '../../events/public';

/**
 * The posting editor's fields as typed (SPEC §2 Jobs): text as typed, the salary bounds as digits ('' for none), the
 * deadline as a `datetime-local` value in the member's time zone, remote as a checkbox.
 */
const editorFieldsSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  type: z.string(),
  salary_min: z.string(),
  salary_max: z.string(),
  salary_label: z.string(),
  deadline: z.string(),
  description: z.string(),
  apply_url: z.string(),
});
/** What the editor holds. */
export type JobFormValues = z.input<typeof editorFieldsSchema>;

const salary = (value: string) => (value.trim() === '' ? null : digitsToNumber(value.trim()));

/**
 * The editor's schema: its fields as the API's body (the deadline read in `timeZone` and sent as UTC; a malformed one
 * is passed on, so the core schema answers 'Deadline must be a date and time'), then validated by core's
 * `jobInputSchema`, the schema the server applies.
 * @param timeZone an IANA zone; undefined for the browser's
 */
export function jobFormSchema(timeZone?: string) {
  return editorFieldsSchema
    .transform(
      (v) =>
        ({
          title: v.title,
          company: v.company,
          location: v.location,
          remote: v.remote,
          type: v.type as JobType,
          salary_min: salary(v.salary_min) as number | null,
          salary_max: salary(v.salary_max) as number | null,
          salary_label: v.salary_label,
          deadline: fromDateTimeLocal(v.deadline, timeZone) ?? v.deadline,
          description: v.description,
          apply_url: v.apply_url.trim(),
        }) as JobInputFields,
    )
    .pipe(jobInputSchema);
}
/** What the editor submits. */
export type JobFormOutput = z.output<ReturnType<typeof jobFormSchema>>;

/** An empty editor: an internship, on site. */
export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  company: '',
  location: '',
  remote: false,
  type: 'internship',
  salary_min: '',
  salary_max: '',
  salary_label: '',
  deadline: '',
  description: '',
  apply_url: '',
};

/**
 * The editor filled from a stored posting, its deadline shown in `timeZone`.
 * @param timeZone an IANA zone; undefined for the browser's
 */
export function jobToFormValues(job: Job, timeZone?: string): JobFormValues {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    remote: job.remote,
    type: job.type,
    salary_min: job.salary_min === null ? '' : String(job.salary_min),
    salary_max: job.salary_max === null ? '' : String(job.salary_max),
    salary_label: job.salary_label ?? '',
    deadline: toDateTimeLocal(job.deadline, timeZone),
    description: job.description,
    apply_url: job.apply_url ?? '',
  };
}
