import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

type Format<Value> = { parse: (raw: string) => Value; serialise: (value: Value) => string | null };

/**
 * An atom backed by one localStorage key, read when a store first needs it and written through on every set.
 * `serialise` returning null removes the key; unreadable stored text counts as absent.
 */
export const storedAtom = <Value>(key: string, initialValue: Value, { parse, serialise }: Format<Value>) => {
  const valueAtom = atomWithLazy(() => {
    const raw = globalThis.localStorage?.getItem(key);
    try {
      return raw ? parse(raw) : initialValue;
    } catch {
      return initialValue;
    }
  });
  return atom(
    (get) => get(valueAtom),
    (_get, set, value: Value) => {
      const text = serialise(value);
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, text);
      set(valueAtom, value);
    },
  );
};
