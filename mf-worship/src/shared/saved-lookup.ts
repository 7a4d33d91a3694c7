import { SAVED_ITEMS_LOOKUP_MAX_TARGETS, savedItemsEndpoints, type SavedItemKind } from '@koinonia/contracts';
import { callEndpoint, type ApiRequest } from '@koinonia/shell-contract';

interface Waiting {
  resolve(savedItemId: string | null): void;
  reject(error: unknown): void;
}
/** The lookups asked for in this turn of the event loop, by kind, then by the thing looked up. */
type Batch = Map<SavedItemKind, Map<string, Waiting[]>>;

const batches = new WeakMap<ApiRequest, Batch>();

async function lookUpKind(apiRequest: ApiRequest, kind: SavedItemKind, asked: Map<string, Waiting[]>) {
  const targets = [...asked.keys()];
  for (let start = 0; start < targets.length; start += SAVED_ITEMS_LOOKUP_MAX_TARGETS) {
    const chunk = targets.slice(start, start + SAVED_ITEMS_LOOKUP_MAX_TARGETS);
    try {
      const answer = await callEndpoint(apiRequest, savedItemsEndpoints.lookup, {
        query: { kind, targets: chunk.join(',') },
      });
      const found = new Map(answer.items.map((item) => [item.targetId, item.id]));
      for (const target of chunk) for (const waiting of asked.get(target)!) waiting.resolve(found.get(target) ?? null);
    } catch (error) {
      for (const target of chunk) for (const waiting of asked.get(target)!) waiting.reject(error);
    }
  }
}

/**
 * The saved item of one thing, if the member saved it (null if not). The Save buttons of a page all ask in the same
 * turn, so their questions go as one lookup per kind (up to its limit of targets) instead of one call per button.
 */
export function savedItemIdOf(apiRequest: ApiRequest, kind: SavedItemKind, targetId: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let batch = batches.get(apiRequest);
    if (!batch) {
      const asked: Batch = new Map();
      batch = asked;
      batches.set(apiRequest, asked);
      setTimeout(() => {
        batches.delete(apiRequest);
        for (const [kindAsked, targets] of asked) void lookUpKind(apiRequest, kindAsked, targets);
      }, 0);
    }
    const targets = batch.get(kind) ?? new Map<string, Waiting[]>();
    batch.set(kind, targets);
    targets.set(targetId, [...(targets.get(targetId) ?? []), { resolve, reject }]);
  });
}
