import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import { SectionCard } from '../../../components/section-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useHackathonResults } from '../api/hackathons';

/**
 * The Results tab (SPEC §2 Hackathons, Results): per track, the submissions ranked by total (the average over the
 * judges of the sum of the criteria); a preview for the organisers until published.
 */
export function ResultsPanel({ id, visible }: { id: number; visible: boolean }) {
  const results = useHackathonResults(id, visible);
  if (!visible) return <EmptyState title={HACKATHON_MESSAGES.notPublished} description="The organisers publish the ranking per track once judging is over." />;
  if (results.isError) return <ErrorState title="Could not load the results" message={results.error.message} onRetry={() => void results.refetch()} />;
  if (!results.data) return <LoadingState message="Loading results..." />;
  return (
    <div className="flex flex-col gap-4">
      {results.data.published_at === null ? <p className="text-muted">Preview: only the organisers see these results until they are published.</p> : null}
      {results.data.tracks.map((track) => (
        <SectionCard key={track.track} title={track.track}>
          {track.submissions.length === 0 ? (
            <p className="text-sm text-muted">No submissions in this track.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-2 pr-3">
                    Rank
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Submission
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Team
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Score
                  </th>
                </tr>
              </thead>
              <tbody>
                {track.submissions.map((s) => (
                  <tr key={s.submission_id} className="border-b border-line/60 last:border-0">
                    <td className="py-2 pr-3 font-bold">{s.rank ?? '–'}</td>
                    <td className="py-2 pr-3">{s.title}</td>
                    <td className="py-2 pr-3">{s.team.name}</td>
                    <td className="py-2 text-right tabular-nums">{s.total === null ? 'Not scored' : s.total.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </SectionCard>
      ))}
    </div>
  );
}
