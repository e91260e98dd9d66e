import type { Hackathon } from '@esdc/core/hackathon-schemas';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { MemberPickField } from '../../../components/member-pick-field';
import { SectionCard } from '../../../components/section-card';
import { notifyOutcome } from '../../../lib/toast';
import { useAddJudge, useRemoveJudge } from '../api/hackathons';

/** Admins appoint and remove a hackathon's judges (SPEC §2 Hackathons, Judging). */
export function JudgesPanel({ h }: { h: Hackathon }) {
  const add = useAddJudge();
  const remove = useRemoveJudge();
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <SectionCard title="Judges">
      {h.judges.length === 0 ? <p className="mb-4 text-sm text-muted">No judges yet.</p> : null}
      <ul className="mb-4 flex flex-col gap-2">
        {h.judges.map((j) => (
          <li key={j.id} className="flex items-center justify-between gap-3">
            <span>{j.name}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate({ id: h.id, userId: j.id }, notifyOutcome('Judge removed', 'Failed to remove the judge'))}
            >
              Remove {j.name}
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <MemberPickField
            id="judge-pick"
            label="Appoint a judge"
            hint="Search members by name or username."
            picked={picked}
            changeLabel={(name) => `Change judge (${name})`}
            onPick={(u) => setPicked({ id: u.id, name: u.name })}
            onClear={() => setPicked(null)}
          />
        </div>
        <Button
          disabled={!picked || add.isPending}
          onClick={() => {
            if (!picked) return;
            setError(null);
            add.mutate({ id: h.id, userId: picked.id }, { onSuccess: () => setPicked(null), onError: (e) => setError(e.message) });
          }}
        >
          Appoint Judge
        </Button>
      </div>
    </SectionCard>
  );
}
