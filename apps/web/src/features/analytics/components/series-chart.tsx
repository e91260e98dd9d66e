import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../lib/format';
import { useTheme } from '../../../lib/theme';
import { seriesColor, seriesDash } from './series-style';

/**
 * The analytics lines (SPEC §2 Analytics), drawn with uPlot: one line per series over the buckets (UTC days or weeks,
 * as seconds). Colours from the design tokens, redrawn when the theme switches; follows its container's width. Hidden
 * from assistive technology: the panel around it carries the caption and the same data as a table.
 * @param xs bucket starts in seconds (UTC)
 * @param ys one array of values per series, aligned with `xs`
 * @param names each series' label
 */
export default function SeriesChart({ xs, ys, names }: { xs: number[]; ys: number[][]; names: readonly string[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const muted = token('--color-muted', '#475569');
    const line = token('--color-line', '#e2e8f0');
    const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 }, font: '12px ui-sans-serif, system-ui, sans-serif' };
    const height = (width: number) => (width < 480 ? 200 : 260);
    const width = Math.max(200, el.clientWidth);
    const chart = new uPlot(
      {
        width,
        height: height(width),
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] } },
        axes: [axis, { ...axis, size: 50, values: (_u, splits) => splits.map((v) => formatNumber(v)) }],
        series: [
          {},
          ...names.map((label, i) => ({ label, stroke: token(seriesColor(i), muted), width: 2.5, dash: seriesDash(i), points: { show: xs.length < 40 } })),
        ],
        legend: { show: false },
        cursor: { drag: { x: false, y: false, setScale: false } },
      },
      [xs, ...ys],
      el,
    );
    const observer = new ResizeObserver(() => {
      const next = Math.max(200, el.clientWidth);
      if (next !== chart.width) chart.setSize({ width: next, height: height(next) });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [xs, ys, names, theme]);

  return <div ref={containerRef} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
