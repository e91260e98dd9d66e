/*
 * Jobs (SPEC §2 Jobs): postings by admins, moderators and the partners an admin appoints, with an external link or an
 * in-app application (a cover note and a CV), and the poster's review of the applications. Zod-free, so pages that
 * only need a label or a rule do not load zod; the request and response schemas live in ./jobs-schemas.ts.
 */

/** What kind of work a posting offers. */
export const JOB_TYPES = ['internship', 'part-time', 'full-time'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Labels of the types (filters, badges). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  internship: 'Internship',
  'part-time': 'Part-time',
  'full-time': 'Full-time',
};

/** Where an application stands; the poster moves it (submitted first). */
export const JOB_APPLICATION_STATUSES = ['submitted', 'reviewing', 'accepted', 'rejected'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** Labels of the statuses. */
export const JOB_APPLICATION_STATUS_LABELS: Record<JobApplicationStatus, string> = {
  submitted: 'Submitted',
  reviewing: 'Reviewing',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Field limits, in characters unless named otherwise. */
export const JOB_TITLE_MAX = 120;
export const JOB_COMPANY_MAX = 100;
export const JOB_LOCATION_MAX = 100;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_SALARY_LABEL_MAX = 40;
/** Largest salary bound, in whole currency units. */
export const JOB_SALARY_MAX = 100_000_000;
export const JOB_COVER_NOTE_MAX = 5_000;
/** Largest CV, in bytes (5 MB). */
export const JOB_CV_MAX_BYTES = 5 * 1024 * 1024;
/** Postings per page of the list. */
export const JOB_PAGE_SIZE = 20;

/** Messages of the Jobs API and pages (SPEC §2 Jobs). */
/** How many saved searches a member keeps (SPEC §2 Jobs, saved searches). */
export const JOB_SAVED_SEARCHES_MAX = 10;

export const JOB_MESSAGES = {
  created: 'Job posted',
  updated: 'Job updated',
  deleted: 'Job deleted',
  notFound: 'Job not found',
  postNotAllowed: 'Only admins, moderators and job partners may post jobs',
  editNotAllowed: 'Only the poster or an admin may change this job',
  applicationsNotAllowed: "Only the poster or an admin may see this job's applications",
  titleRequired: 'Title is required',
  companyRequired: 'Company is required',
  locationRequired: 'Location is required',
  descriptionRequired: 'Description is required',
  invalidType: 'Type must be internship, part-time or full-time',
  invalidRemote: 'Remote must be true or false',
  invalidDeadline: 'Deadline must be a date and time',
  invalidSalary: `Salary must be a whole number between 0 and ${JOB_SALARY_MAX}`,
  salaryOrder: 'Minimum salary cannot be above the maximum',
  invalidApplyUrl: 'Apply link must be an https URL',
  applied: 'Application sent',
  applyInApp: 'This job takes applications through its apply link',
  deadlinePassed: 'The deadline for this job has passed',
  alreadyApplied: 'You have already applied for this job',
  ownJob: 'You cannot apply for your own job',
  coverNoteRequired: 'Cover note is required',
  coverNoteTooLong: `Cover note must be at most ${JOB_COVER_NOTE_MAX} characters long`,
  cvRequired: 'Attach your CV as a PDF (field cv)',
  cvNotPdf: 'The CV must be a PDF file',
  cvTooLarge: 'The CV is too large: at most 5 MB',
  notMultipart: 'Send the application as multipart/form-data with the fields cover_note and cv',
  applicationNotFound: 'Application not found',
  invalidStatus: 'Status must be submitted, reviewing, accepted or rejected',
  statusChanged: 'Application status updated',
  cvNotFound: 'CV not found',
  partnerAdded: 'Job partner added',
  partnerRemoved: 'Job partner removed',
  notAPartner: 'This member is not a job partner',
  searchSaved: 'Search saved',
  searchDeleted: 'Saved search deleted',
  searchNotFound: 'Saved search not found',
  searchDuplicate: 'You have already saved this search',
  searchLimit: `You can keep at most ${JOB_SAVED_SEARCHES_MAX} saved searches`,
} as const;

/** The filters of a saved search (SPEC §2 Jobs): each unset one matches every posting. */
export interface JobSearchFilter {
  type: JobType | null;
  remote: boolean | null;
  q: string | null;
}

/**
 * Whether a posting matches a saved search (SPEC §2 Jobs): its type and remote equal the set filters, and the search
 * text, if any, is in its title, company or location, ignoring case — as the list's search finds it.
 * @param filter the saved search
 * @param job the posting's type, remote, title, company and location
 */
export function jobMatchesSearch(filter: JobSearchFilter, job: { type: JobType; remote: boolean; title: string; company: string; location: string }): boolean {
  if (filter.type !== null && filter.type !== job.type) return false;
  if (filter.remote !== null && filter.remote !== job.remote) return false;
  if (filter.q === null) return true;
  const needle = filter.q.toLowerCase();
  return [job.title, job.company, job.location].some((field) => field.toLowerCase().includes(needle));
}

/**
 * Whether a posting still takes applications and shows in the public list (SPEC §2 Jobs: expired postings leave it).
 * @param deadline the posting's deadline, ISO-8601
 * @param now the current time
 */
export function isJobOpen(deadline: string, now: Date): boolean {
  return Date.parse(deadline) > now.getTime();
}

/**
 * The pay line of a card: '500–800 EUR per month', 'From 500 EUR', 'Up to 800', or null when neither bound is set.
 * @param min the lowest pay, whole currency units, or null
 * @param max the highest pay, or null
 * @param label the currency or period ('EUR per month'), or null
 */
export function salaryText(min: number | null, max: number | null, label: string | null): string | null {
  const fmt = (n: number) => n.toLocaleString('en');
  const unit = label ? ` ${label}` : '';
  if (min !== null && max !== null) return min === max ? `${fmt(min)}${unit}` : `${fmt(min)}–${fmt(max)}${unit}`;
  if (min !== null) return `From ${fmt(min)}${unit}`;
  if (max !== null) return `Up to ${fmt(max)}${unit}`;
  return null;
}

/** The texts of the notification an applicant gets when the poster changes their application's status. */
export function applicationStatusNotification(jobTitle: string, status: JobApplicationStatus): { title: string; message: string } {
  return {
    title: 'Your job application was updated',
    message: `Your application for "${jobTitle}" is now ${JOB_APPLICATION_STATUS_LABELS[status].toLowerCase()}.`,
  };
}

/** The texts of the notification a member gets when a new posting matches one of their saved searches. */
export function savedSearchNotification(job: { title: string; company: string }): { title: string; message: string } {
  return { title: 'A new job matches your saved search', message: `"${job.title}" at ${job.company} is open for applications.` };
}

/** Where a CV is downloaded (an authenticated API route, never a public URL). */
export function cvPath(applicationId: number): string {
  return `/api/job-applications/${applicationId}/cv`;
}
