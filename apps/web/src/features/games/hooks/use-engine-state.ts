import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

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
  /** Stores a new engine state and, when it is a different state, runs the page's `onChange` (sounds, announcements, results). */
  update: (next: S) => void;
}

/**
 * Holds a pure engine's state (issue: engines are state in, state out) outside React's render cycle, so
 * a 60 Hz loop does not re-render the page: only the derived `view` (score, status ...) is React state.
 * @param init the engine's first state
 * @param toView the slice of a state the page renders
 * @param onChange what the page does when `update` moves the game from one state to another (the latest one runs)
 */
export function useEngineState<S, V extends object>(init: () => S, toView: (state: S) => V, onChange?: (prev: S, next: S) => void): EngineState<S, V> {
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
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const update = useCallback(
    (next: S) => {
      const prev = commit(next);
      if (next !== prev) onChangeRef.current?.(prev, next);
    },
    [commit],
  );
  return { stateRef, view, commit, update };
}
