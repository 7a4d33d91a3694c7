import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { checkObjectKey, type ObjectStorage } from './object-storage';

/**
 * Objects as files under `root` (the default: `<DATA_DIR>/objects`). Each object is two files: its bytes and a
 * small `.type` file with its content type. Writes go to a temporary name first, so a reader never sees half a file.
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...checkObjectKey(key).split('/'));
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  async function writeAtomically(file: string, data: Buffer | string) {
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(`${file}.type`, contentType);
      await writeAtomically(file, bytes);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { bytes, contentType: contentType.trim() };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
    },
  };
}
