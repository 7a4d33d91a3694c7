import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from './local-disk-storage';
import { objectStorageFromEnvironment } from './from-environment';

describe('the local disk storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'objects-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps bytes and content type under the key, and forgets them when removed', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('social-feed/church-1/image-1', Buffer.from('bytes'), 'image/webp');
    expect(await storage.get('social-feed/church-1/image-1')).toEqual({
      bytes: Buffer.from('bytes'),
      contentType: 'image/webp',
    });
    expect(readdirSync(path.join(root, 'social-feed', 'church-1')).sort()).toEqual(['image-1', 'image-1.type']);
    await storage.remove('social-feed/church-1/image-1');
    await storage.remove('social-feed/church-1/image-1');
    expect(await storage.get('social-feed/church-1/image-1')).toBeUndefined();
  });

  it('refuses keys that climb out of its folder', async () => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.put('../escape', Buffer.from('x'), 'image/png')).rejects.toThrow(/Not a valid object key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Not a valid object key/);
  });
});

describe('objectStorageFromEnvironment', () => {
  it('uses the disk under DATA_DIR by default, and S3 only with all its settings', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'data-'));
    const storage = objectStorageFromEnvironment('connect', { DATA_DIR: root });
    await storage.put('a/b', Buffer.from('x'), 'image/png');
    expect(readdirSync(path.join(root, 'objects', 'connect', 'a'))).toContain('b');
    rmSync(root, { recursive: true, force: true });
    expect(() => objectStorageFromEnvironment('connect', { S3_BUCKET: 'bucket' })).toThrow(
      'S3_BUCKET is set: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too',
    );
    expect(() =>
      objectStorageFromEnvironment('connect', {
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_REGION: 'r',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).not.toThrow();
  });
});
