/**
 * Rules that come in a chunk of their own: at hand once loaded (or given), loaded when first
 * needed. A load that fails is said (the caller's `failed`) and tried again on the next need.
 */
export interface LazyChunk<R> {
  readonly now: R | null;
  /** Runs `then` with the rules at hand, loading them first if need be; `failed` if they cannot be loaded. */
  with(then: () => void, failed: () => void): void;
}

export function lazyChunk<R>(given: R | undefined, load: () => Promise<R>): LazyChunk<R> {
  const chunk: LazyChunk<R> & { now: R | null } = {
    now: given ?? null,
    with(then: () => void, failed: () => void) {
      if (chunk.now !== null) return then();
      load().then((loaded) => {
        chunk.now = loaded;
        then();
      }, failed);
    },
  };
  return chunk;
}
