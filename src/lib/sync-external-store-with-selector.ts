import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

// @xstate/react's useSelector imports use-sync-external-store's with-selector, a CommonJS module that require()s
// React itself; when the views are drawn by preact/compat (unless VIEW_RENDERER=react, react-is-preact.ts), this is the
// same hook as an ES module on the aliased React: the selection is recomputed only when the snapshot changes, and kept when `isEqual` says so.
export { useSyncExternalStore };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // What was last rendered: a new selection equal to it (isEqual) keeps its identity.
  const rendered = useRef<{ hasValue: boolean; value: Selection | undefined }>({ hasValue: false, value: undefined });
  const [getSelection, getServerSelection] = useMemo(() => {
    const memo: { last: { snapshot: Snapshot; selection: Selection } | null } = { last: null };
    const select = (snapshot: Snapshot): Selection => {
      const memoized = memo.last;
      if (memoized && Object.is(memoized.snapshot, snapshot)) return memoized.selection;
      const next = selector(snapshot);
      const previous = memoized ? { has: true, value: memoized.selection } : rendered.current.hasValue
        ? { has: true, value: rendered.current.value as Selection }
        : { has: false, value: undefined };
      const selection = isEqual && previous.has && isEqual(previous.value as Selection, next) ? (previous.value as Selection) : next;
      memo.last = { snapshot, selection };
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { hasValue: true, value };
  }, [value]);
  return value;
}
