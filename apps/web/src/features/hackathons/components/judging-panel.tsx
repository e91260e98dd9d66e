import { HACKATHON_MESSAGES, scoresProblem, type RubricCriterion } from '@esdc/core/hackathon';
import type { HackathonSubmission } from '@esdc/core/hackathon-schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { WholeNumberField } from '../../../components/form-field';
import { SectionCard } from '../../../components/section-card';
import { EmptyState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useHackathonSubmissions, useScoreSubmission } from '../api/hackathons';

function ScoreForm({ submission, rubric }: { submission: HackathonSubmission; rubric: readonly RubricCriterion[] }) {
  const score = useScoreSubmission();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(rubric.map((c) => [c.criterion, submission.my_scores?.[c.criterion]?.toString() ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const scores = Object.fromEntries(rubric.map((c) => [c.criterion, values[c.criterion] === '' ? undefined : Number(values[c.criterion])]));
    const problem = scoresProblem(rubric, Object.fromEntries(Object.entries(scores).filter(([, v]) => v !== undefined)));
    if (problem) return setError(problem);
    setError(null);
    try {
      const { message } = await score.mutateAsync({ submissionId: submission.id, scores: scores as Record<string, number> });
      void notify(message ?? HACKATHON_MESSAGES.scored, 'success');
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Failed to save the scores. Please try again.');
    }
  };
  if (!submission.can_score) return <p className="text-sm text-muted">{submission.my_scores ? 'Your scores are in.' : 'You cannot score this submission.'}</p>;
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" noValidate>
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-3">
        {rubric.map((c) => (
          <WholeNumberField
            key={c.criterion}
            id={`score-${submission.id}-${c.criterion}`}
            label={`${c.criterion} (0–${c.max})`}
            value={values[c.criterion] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [c.criterion]: e.target.value }))}
          />
        ))}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={score.isPending}>
          {score.isPending ? 'Saving...' : submission.my_scores ? 'Update Scores' : 'Save Scores'}
        </Button>
      </div>
    </form>
  );
}

/** The Judging tab (SPEC §2 Hackathons, Scoring): each submission with its links and the judge's score per criterion. */
export function JudgingPanel({ id, rubric, judgingOpen }: { id: number; rubric: readonly RubricCriterion[]; judgingOpen: boolean }) {
  const list = useHackathonSubmissions(id);
  if (!list.data) return <LoadingState message="Loading submissions..." />;
  if (list.data.length === 0) return <EmptyState title="No submissions yet" description="Submissions appear here as teams send them." />;
  return (
    <div className="flex flex-col gap-4">
      {!judgingOpen ? <p className="text-muted">{HACKATHON_MESSAGES.judgingClosed}.</p> : null}
      {list.data.map((s) => (
        <SectionCard key={s.id} title={`${s.title} · ${s.team.name}`}>
          <p className="mb-2 text-sm text-muted">Track: {s.track}</p>
          <p className="mb-3 whitespace-pre-line">{s.description}</p>
          <p className="mb-4 flex flex-wrap gap-4 text-sm">
            <a href={s.repository_url} target="_blank" rel="noreferrer" className="font-semibold text-accent-text underline">
              Repository
            </a>
            {s.demo_url ? (
              <a href={s.demo_url} target="_blank" rel="noreferrer" className="font-semibold text-accent-text underline">
                Demo video
              </a>
            ) : null}
          </p>
          <ScoreForm submission={s} rubric={rubric} />
        </SectionCard>
      ))}
    </div>
  );
}
