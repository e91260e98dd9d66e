import {
  ANALYTICS_ACTIVITY_METRICS,
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_PRESET_DAYS,
  isIsoDay,
  lastDays,
  rangeDays,
  type AnalyticsInterval,
} from '@esdc/core/analytics';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/form-field';
import { FilterSelect } from '../../../components/filter-select';
import { Page } from '../../../components/page';
import { ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import type { AnalyticsRange } from '../api/analytics-keys';
import { useAnalyticsSummary } from '../api/get-analytics';
import { GoalsSection } from '../components/goals-section';
import { SeriesPanel } from '../components/series-panel';
import { SummaryCards } from '../components/summary-cards';

const INTERVAL_OPTIONS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
] as const;

/** The range in the address (?from=&to=), else the last 30 days up to today (UTC); the server checks it. */
function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to ? { from, to } : lastDays(new Date(), ANALYTICS_DEFAULT_RANGE_DAYS);
  const set = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('from', next.from);
        out.set('to', next.to);
        return out;
      },
      { replace: true },
    );
  return [range, set];
}

/** The range picker: the presets (7, 30, 90 days up to today) and two UTC days applied together. */
function RangePicker({ range, onChange }: { range: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setFrom(range.from);
    setTo(range.to);
  }
  const today = lastDays(new Date(), 1).to;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from, to });
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div role="group" aria-label="Preset ranges" className="flex flex-wrap gap-2">
        {ANALYTICS_PRESET_DAYS.map((days) => {
          const preset = lastDays(new Date(), days);
          const pressed = preset.from === range.from && preset.to === range.to;
          return (
            <Button key={days} variant={pressed ? 'primary' : 'secondary'} size="sm" aria-pressed={pressed} onClick={() => onChange(preset)}>
              Last {days} days
            </Button>
          );
        })}
      </div>
      <form onSubmit={apply} aria-label="Custom range" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="analytics-from" className="text-sm font-semibold">
            From
          </label>
          <input id="analytics-from" type="date" max={today} value={from} onChange={(e) => setFrom(e.target.value)} className={`${inputClass} h-11`} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="analytics-to" className="text-sm font-semibold">
            To
          </label>
          <input id="analytics-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={`${inputClass} h-11`} />
        </div>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
    </div>
  );
}

/**
 * /analytics (SPEC §2 Analytics; admins and moderators): the four cards over a chosen range (presets 7, 30 and 90
 * days, or two UTC days), the charts of new members, weekly active members and activity by kind with their data
 * tables and CSV downloads, and the club's goals (admins add, edit and delete them).
 */
export default function AnalyticsPage() {
  const can = useCan();
  const [range, setRange] = useRange();
  const [chosenInterval, setInterval] = useState<AnalyticsInterval | ''>('');
  const valid = isIsoDay(range.from) && isIsoDay(range.to) && range.from <= range.to;
  const interval: AnalyticsInterval = chosenInterval || (valid && rangeDays(range.from, range.to) > 92 ? 'week' : 'day');
  const summary = useAnalyticsSummary(range);

  let cards;
  if (summary.isError) cards = <ErrorState title="Could not load the analytics" message={summary.error.message} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) cards = <LoadingState message="Loading the analytics..." />;
  else cards = <SummaryCards summary={summary.data} />;

  return (
    <Page title="Analytics" heading="Analytics" intro="How the club is growing, computed from what members do. Dates are UTC days; a range includes both ends.">
      <div className="flex flex-col gap-6">
        <section aria-label="Range" className="flex flex-wrap items-end justify-between gap-4">
          <RangePicker range={range} onChange={setRange} />
          <FilterSelect
            id="analytics-interval"
            label="Group by"
            value={interval}
            options={INTERVAL_OPTIONS}
            onChange={(v) => setInterval(v)}
            className="w-36"
          />
        </section>
        {cards}
        {summary.isError ? null : (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <SeriesPanel
                id="new-members"
                title="New members"
                description={`Accounts registered per ${interval} (UTC).`}
                metrics={['new-members']}
                range={range}
                interval={interval}
              />
              <SeriesPanel
                id="active-members"
                title="Weekly active members"
                description="Members who signed in or did something recorded, per week (Monday to Sunday, UTC)."
                metrics={['active-members']}
                range={range}
                interval="week"
              />
            </div>
            <SeriesPanel
              id="activity"
              title="Activity by kind"
              description={`Projects, challenge solves, event registrations and check-ins, forum posts, orders and course completions per ${interval} (UTC).`}
              metrics={ANALYTICS_ACTIVITY_METRICS}
              range={range}
              interval={interval}
            />
          </>
        )}
        <GoalsSection manager={can('analytics:manage-goals')} range={range} />
      </div>
    </Page>
  );
}
