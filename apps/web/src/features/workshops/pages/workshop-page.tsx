import { WORKSHOP_MESSAGES, WORKSHOP_RATING_MAX } from '@esdc/core/workshop';
import { workshopFeedbackInputSchema, workshopMaterialInputSchema } from '@esdc/core/workshop-schemas';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, CalendarDays, ExternalLink, MapPin, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField, UrlField } from '../../../components/form-field';
import { IconDetail } from '../../../components/icon-detail';
import { MarkdownContent } from '../../../components/markdown-content';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { PendingPage } from '../../../components/pending-page';
import { SectionCard } from '../../../components/section-card';
import { StarRatingInput } from '../../../components/star-rating-input';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyOutcome } from '../../../lib/toast';
import { formatDateTime, useMemberTimeZone } from '../../events/public';
import { useAddMaterial, useGiveFeedback, useRemoveMaterial, useWorkshop, useWorkshopFeedback } from '../api/workshops';
import { WorkshopRegister } from '../components/workshop-register';

/** The organiser's form to attach a link. */
function AddMaterial({ id }: { id: number }) {
  const add = useAddMaterial();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = workshopMaterialInputSchema.safeParse({ title, url });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      void notify((await add.mutateAsync({ id, material: { title, url } })) ?? WORKSHOP_MESSAGES.materialAdded, 'success');
      setTitle('');
      setUrl('');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to add the material');
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-3 border-t border-line pt-4" noValidate>
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id="material-title" label="Material title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <UrlField id="material-url" label="Link" value={url} onChange={(e) => setUrl(e.target.value)} />
      </div>
      <div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add Material
        </Button>
      </div>
    </form>
  );
}

/** The feedback form of an attendee: a rating from 1 to 5 and a comment, once. */
function FeedbackForm({ id }: { id: number }) {
  const give = useGiveFeedback();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = workshopFeedbackInputSchema.safeParse({ rating, comment });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      void notify((await give.mutateAsync({ id, feedback: { rating, comment } })) ?? WORKSHOP_MESSAGES.feedbackSaved, 'success');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to send the feedback');
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" noValidate>
      <FormAlert message={error} />
      <StarRatingInput name="feedback-rating" max={WORKSHOP_RATING_MAX} value={rating} onChange={setRating} />
      <TextAreaField id="feedback-comment" label="Comment (optional)" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      <div>
        <Button type="submit" disabled={give.isPending}>
          Send Feedback
        </Button>
      </div>
    </form>
  );
}

/** The organiser's view of the feedback. */
function FeedbackList({ id }: { id: number }) {
  const list = useWorkshopFeedback(id, true);
  if (!list.data || list.data.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-2 border-t border-line pt-4 text-sm">
      {list.data.map((f) => (
        <li key={f.id}>
          <span className="font-semibold">{f.rating}/5</span> {f.member ? `· ${f.member.name}` : ''} {f.comment ? `— ${f.comment}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * /workshops/{id} (SPEC §2 Workshops): the workshop with 'Register Now', its materials (the organiser adds and removes
 * them) and, after attendance, the feedback form; the organiser sees the feedback. Unknown: 'Workshop not found'.
 */
export default function WorkshopPage() {
  const id = Number(useParams().id);
  const query = useWorkshop(id);
  const remove = useRemoveMaterial();
  const zone = useMemberTimeZone();
  const status = query.error instanceof ApiError ? query.error.status : null;
  if (status === 404 || !Number.isInteger(id) || id <= 0)
    return (
      <NotFoundPage
        icon={SearchX}
        title={WORKSHOP_MESSAGES.notFound}
        message="This workshop may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.workshops}>Back to Workshops</ButtonLink>}
      />
    );
  const back = (
    <Link to={paths.workshops} className={`${buttonClass('ghost', 'sm')} -ml-3 mb-2 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Workshops
    </Link>
  );
  const w = query.data;
  if (!w) return <PendingPage title="Workshops" back={back} query={query} errorTitle="Failed to load the workshop" loadingMessage="Loading workshop..." />;
  return (
    <Page title={w.title} heading={w.title} actions={<WorkshopRegister w={w} />}>
      {back}
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <SectionCard title="About">
          <ul className="mb-4 flex flex-col gap-1.5 text-sm text-muted">
            <IconDetail icon={CalendarDays} label="Dates">
              {formatDateTime(w.start_date, zone)} – {formatDateTime(w.end_date, zone)}
            </IconDetail>
            <IconDetail icon={MapPin} label="Location">
              {w.location ?? (w.mode === 'online' ? 'Online: the link is on the event page for registered members' : 'To be announced')}
            </IconDetail>
          </ul>
          <MarkdownContent html={w.description_html} />
          <p className="mt-4 text-sm">
            <Link to={`${paths.events}/${w.id}`} className="font-semibold text-accent-text underline">
              Event page: your seat, calendar and check-in
            </Link>
          </p>
        </SectionCard>
        <div className="flex flex-col gap-6">
          <SectionCard title="Materials">
            {w.materials.length === 0 ? <p className="text-sm text-muted">No materials yet.</p> : null}
            <ul className="flex flex-col gap-2">
              {w.materials.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-2">
                  <a href={m.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 font-semibold text-accent-text underline">
                    {m.title}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                  {w.can_manage ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove.mutate(m.id, notifyOutcome(WORKSHOP_MESSAGES.materialRemoved, 'Failed to remove the material'))}
                    >
                      Remove {m.title}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {w.can_manage ? <AddMaterial id={w.id} /> : null}
          </SectionCard>
          <SectionCard title="Feedback">
            {w.feedback.count > 0 ? (
              <p className="mb-3 text-sm text-muted">
                Rated {w.feedback.average?.toFixed(1)} out of 5 by {w.feedback.count} {w.feedback.count === 1 ? 'attendee' : 'attendees'}.
              </p>
            ) : null}
            {w.feedback.mine ? (
              <p className="text-sm">
                Thank you: you rated it {w.feedback.mine.rating}/5{w.feedback.mine.comment ? ` — “${w.feedback.mine.comment}”` : ''}.
              </p>
            ) : w.feedback.can_give ? (
              <FeedbackForm id={w.id} />
            ) : (
              <p className="text-sm text-muted">The feedback form opens for members once their attendance is recorded.</p>
            )}
            {w.can_manage ? <FeedbackList id={w.id} /> : null}
          </SectionCard>
        </div>
      </div>
    </Page>
  );
}
