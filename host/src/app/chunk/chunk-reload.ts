/** Spec section 8: a failed chunk load reloads the page, at most once per 60 s (a new deployment replaced it). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** webpack's ChunkLoadError, its CSS twin, and the browsers' words for a failed dynamic import. */
export const isChunkLoadError = (error: unknown) => {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
};

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads (and returns true) for a chunk failure unless the last such reload was less than 60 s ago. */
export const reloadForChunkError = (error: unknown, now: number, store: Store, reload: () => void) => {
  if (!isChunkLoadError(error)) return false;
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
};
