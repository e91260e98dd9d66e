import type { AnalyticsSeries } from '@esdc/core/analytics-schemas';
import { describe, expect, it } from 'vitest';
import { csvField, seriesToCsv } from './series-csv';

const range = { from: '2026-03-02', to: '2026-03-03', days: 2 };

describe('seriesToCsv', () => {
  it('writes a header and a line per bucket, one column per series', () => {
    const series: AnalyticsSeries[] = [
      {
        metric: 'projects',
        interval: 'day',
        range,
        total: 3,
        points: [
          { bucket: '2026-03-02', value: 1 },
          { bucket: '2026-03-03', value: 2 },
        ],
      },
      {
        metric: 'orders',
        interval: 'day',
        range,
        total: 0,
        points: [
          { bucket: '2026-03-02', value: 0 },
          { bucket: '2026-03-03', value: 0 },
        ],
      },
    ];
    expect(seriesToCsv(series)).toBe('Day (UTC),Projects created,Orders\r\n2026-03-02,1,0\r\n2026-03-03,2,0\r\n');
    expect(seriesToCsv([])).toBe('');
  });

  it('quotes and neutralises fields', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-3)).toBe('-3');
  });
});
