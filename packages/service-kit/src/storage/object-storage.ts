/** One stored object: its bytes and the content type it was put with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where a service keeps files (images of posts): the local disk by default, an S3-compatible bucket when
 * configured (objectStorageFromEnvironment). Keys are the service's own, made of [a-z0-9/_.-].
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,500}$/i;

/** A key no storage can be tricked with: no "..", no leading slash, no odd characters. */
export function checkObjectKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Not a valid object key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Objects in memory: for tests and throwaway runs. */
export function createMemoryObjectStorage(): ObjectStorage & { keys(): string[] } {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, bytes, contentType) {
      objects.set(checkObjectKey(key), { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      const found = objects.get(checkObjectKey(key));
      return found ? { bytes: Buffer.from(found.bytes), contentType: found.contentType } : undefined;
    },
    async remove(key) {
      objects.delete(checkObjectKey(key));
    },
    keys: () => [...objects.keys()],
  };
}
