import { useCallback, useRef, useState, type RefObject } from 'react';

/** Shallow equality of two plain view objects. */
function sameView<V extends object>(a: V, b: V): boolean {
  const keys = Object.keys(a) as (keyof V)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/** What the hook returns. */
export interface EngineState<S, V> {
  /** The latest engine state (read it in loop callbacks and drawing). */
  stateRef: RefObject<S>;
  /** The slice the page renders; re-renders only when a field of it changes. */
  view: V;
  /** Stores a new engine state; returns the previous one. */
  commit: (next: S) => S;
}

/**
 * Holds a pure engine's state (issue: engines are state in, state out) outside React's render cycle, so
 * a 60 Hz loop does not re-render the page: only the derived `view` (score, status ...) is React state.
 */
export function useEngineState<S, V extends object>(init: () => S, toView: (state: S) => V): EngineState<S, V> {
  const [initial] = useState(init);
  const stateRef = useRef<S>(initial);
  const [view, setView] = useState<V>(() => toView(initial));
  const toViewRef = useRef(toView);
  const commit = useCallback((next: S) => {
    const prev = stateRef.current;
    stateRef.current = next;
    const nextView = toViewRef.current(next);
    setView((current) => (sameView(current, nextView) ? current : nextView));
    return prev;
  }, []);
  return { stateRef, view, commit };
}
