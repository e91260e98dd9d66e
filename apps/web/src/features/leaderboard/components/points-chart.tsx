import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../../lib/theme';
import type { PointsChartData } from './points-chart-data';
import { formatNumber } from '../../../lib/format';

/** How many distinct line styles there are (colours --chart-1..5 and these dash patterns, in step). */
export const CHART_STYLES = 5;
/** Dash pattern per line, in CSS px (the first is solid): the lines differ by more than colour. */
const CHART_DASHES: readonly (readonly number[])[] = [[], [8, 4], [2, 4], [10, 4, 2, 4], [5, 5]];

/** The dash pattern of the line at `index` (solid for the first). */
export function chartDash(index: number): number[] {
  return [...(CHART_DASHES[index % CHART_STYLES] ?? [])];
}

/** The chart's height in CSS px for a container width: shorter on phones. */
function heightFor(width: number): number {
  return width < 480 ? 220 : 300;
}

/**
 * The points-over-time lines (SPEC §2 Leaderboard), drawn with uPlot as stepped lines from the aligned data. Colours come
 * from the design tokens (--color-muted, --color-line and the leaderboard's --chart-1..5), so the chart is
 * redrawn when the theme switches; it follows its container's width. The canvas is hidden from assistive
 * technology: the surrounding figure carries a caption and the same data as a table.
 * @param onCursor called with the data index under the pointer, or null when it leaves
 */
export function PointsChart({ data, names, onCursor }: { data: PointsChartData; names: readonly string[]; onCursor: (index: number | null) => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cursorRef = useRef(onCursor);
  const { theme } = useTheme();
  useEffect(() => {
    cursorRef.current = onCursor;
  });

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const muted = token('--color-muted', '#475569');
    const line = token('--color-line', '#e2e8f0');
    const surface = token('--color-surface', '#ffffff');
    const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 }, font: '12px ui-sans-serif, system-ui, sans-serif' };
    const width = Math.max(200, el.clientWidth);
    const chart = new uPlot(
      {
        width,
        height: heightFor(width),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil(max * 1.1))] } },
        axes: [axis, { ...axis, size: 60, values: (_u, splits) => splits.map((v) => formatNumber(v)) }],
        series: [
          {},
          ...names.map((name, i) => ({
            label: name,
            stroke: token(`--chart-${(i % CHART_STYLES) + 1}`, muted),
            width: 2.5,
            dash: chartDash(i),
            paths: uPlot.paths.stepped?.({ align: 1 }),
            points: { show: false },
          })),
        ],
        legend: { show: false },
        cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 9, fill: surface, width: 2 } },
        hooks: { setCursor: [(u) => cursorRef.current(u.cursor.idx ?? null)] },
      },
      [data.xs, ...data.ys],
      el,
    );
    const observer = new ResizeObserver(() => {
      const next = Math.max(200, el.clientWidth);
      if (next !== chart.width) chart.setSize({ width: next, height: heightFor(next) });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [data, names, theme]);

  return <div ref={containerRef} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
