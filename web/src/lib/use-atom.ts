import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useEffect, useState } from 'react';

type Read<Value> = readonly [value: Value, store: ReturnType<typeof useStore>, atom: Atom<Value>];

/**
 * jotai's useAtomValue for the app's plain atoms, without its redraw on every mount: jotai's hook
 * asks React to draw the component again as soon as it has subscribed, whether the atom changed or
 * not, and each such request is an uninterruptible render. A page that mounts a hundred readers
 * (a header, two dozen live cards) paid one whole extra render of all of them after every mount.
 * Here the request compares the value first (a state updater React computes before scheduling
 * anything), so only a reader whose atom really changed is drawn again.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [read, setRead] = useState<Read<Value>>(() => [store.get(atom), store, atom]);
  useEffect(() => {
    const refresh = () =>
      setRead((previous) => {
        const next = store.get(atom);
        return Object.is(previous[0], next) && previous[1] === store && previous[2] === atom ? previous : [next, store, atom];
      });
    const unsubscribe = store.sub(atom, refresh);
    // The atom may have changed between this render and the subscription.
    refresh();
    return unsubscribe;
  }, [store, atom]);
  // Another atom or store than the one read (a card given another lot): read it now.
  return read[1] === store && read[2] === atom ? read[0] : store.get(atom);
}

/** jotai's useAtom with the reader above. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
