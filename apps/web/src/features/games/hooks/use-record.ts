import { useCallback, useMemo, useState } from 'react';
import { readRecord, saveRecord, type RecordOrder } from '../lib/records';

/** A record kept in this browser (SPEC §3 Browser-stored game records) and a way to submit a result. */
export function useRecord(key: string, order: RecordOrder = 'higher'): { best: number | null; submit: (value: number) => boolean } {
  const [best, setBest] = useState<number | null>(() => readRecord(key));
  const submit = useCallback(
    (value: number) => {
      const isNew = saveRecord(key, value, order);
      if (isNew) setBest(readRecord(key));
      return isNew;
    },
    [key, order],
  );
  return useMemo(() => ({ best, submit }), [best, submit]);
}
