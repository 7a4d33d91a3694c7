import { readFile, stat } from 'node:fs/promises';

/**
 * Reads files through `parse`, again only when a file has changed since (its modification time): cheap
 * enough to ask on every request, and a new remotes.json or remote build shows at once.
 */
export function fileWhenChanged<T>(parse: (text: string) => T): (file: string) => Promise<T> {
  const parsed = new Map<string, { modifiedAt: number; value: T }>();
  return async (file) => {
    const { mtimeMs } = await stat(file);
    const cached = parsed.get(file);
    if (cached?.modifiedAt === mtimeMs) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    parsed.set(file, { modifiedAt: mtimeMs, value });
    return value;
  };
}
