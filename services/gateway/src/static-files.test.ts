import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { startTestGateway } from './testing/start-test-gateway';
import { recognizeNodeErrors } from './testing/node-realm-errors';

// A missing file's error, as send sees it in Node (see recognizeNodeErrors).
recognizeNodeErrors();

/** Every line the gateway logs, parsed. */
const logLines: Array<{ level: number; msg: string }> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()));
      done();
    },
  }),
);
const ERROR_LEVEL = 50;

let gateway: Awaited<ReturnType<typeof startTestGateway>>;

/** Content large enough to be compressed by the build (over 1 KB), and its build-time siblings. */
const script = `console.log(${JSON.stringify('Grace and peace to you. '.repeat(120))});\n`;
const page = `<!doctype html><title>Koinonia</title><div id="root"></div>${'<!-- fellowship -->'.repeat(80)}`;
const sitePage = `<!doctype html><title>Landing</title>${'<p>Welcome</p>'.repeat(120)}`;
function writeWithSiblings(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  gateway = await startTestGateway({ serviceUrls: {}, logger });
  const { shellDir, remoteDirs } = gateway.fixtures;
  writeWithSiblings(path.join(shellDir, 'main.abcdef0123.js'), script);
  writeWithSiblings(path.join(shellDir, 'index.html'), page);
  writeWithSiblings(path.join(remoteDirs.worship!, '1.0.0', '712.abcdef0123.js'), script);
  writeWithSiblings(path.join(remoteDirs.marketing!, '.site', 'pages', 'landing', 'index.html'), sitePage);
});
afterAll(() => gateway.close());

/** A GET (or other method) as bytes on the wire: no client-side decompression. */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const call = request(`${gateway.baseUrl}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('a file under /mf/<remote>/ that is not there', () => {
  it('answers a plain 404 JSON error and logs no error', async () => {
    logLines.length = 0;
    const missing = await raw('/mf/worship/1.0.0/nothing.0123456789.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: 'Not found' });
    const missingVersion = await raw('/mf/worship/9.9.9/mf-manifest.json', BROWSER);
    expect(missingVersion.status).toBe(404);
    const missingChunk = await raw('/mf/worship/1.0.0/404.0123456789.js', BROWSER);
    expect(missingChunk.status).toBe(404);
    expect(missingChunk.headers['cache-control']).toBeUndefined();
    expect(logLines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});

describe('files compressed at build time', () => {
  it('sends the brotli sibling to a browser, with the original type, its own length and Vary', async () => {
    for (const pathname of ['/main.abcdef0123.js', '/mf/worship/1.0.0/712.abcdef0123.js']) {
      const response = await raw(pathname, BROWSER);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe((await raw(pathname)).headers['content-type']);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['content-length']).toBe(String(response.body.length));
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['accept-ranges']).toBeUndefined();
      expect(brotliDecompressSync(response.body).toString()).toBe(script);
    }
  });

  it('sends gzip to a client that takes only gzip, or weighs it higher', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const response = await raw('/mf/worship/1.0.0/712.abcdef0123.js', { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('sends the file itself, still with Vary, to a client without Accept-Encoding', async () => {
    for (const pathname of ['/main.abcdef0123.js', '/mf/worship/1.0.0/712.abcdef0123.js', '/mf/worship/1.0.0/remoteEntry.js']) {
      const response = await raw(pathname);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-length']).toBe(String(response.body.length));
    }
    expect((await raw('/main.abcdef0123.js', { 'accept-encoding': 'identity' })).body.toString()).toBe(script);
  });

  it('sends a small file the build did not compress as it is, with Vary', async () => {
    const response = await raw('/mf/worship/1.0.0/remoteEntry.js', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe('var worship;');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await raw('/main.abcdef0123.js', BROWSER);
    const head = await raw('/main.abcdef0123.js', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-type', 'content-length', 'vary', 'etag']) expect(head.headers[name]).toBe(get.headers[name]);
  });

  it('answers a range request with a range of the file itself', async () => {
    const response = await raw('/main.abcdef0123.js', { ...BROWSER, range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script.slice(0, 10));
  });

  it('compresses the shell page of every app route, keeping its headers', async () => {
    const response = await raw('/prayer-wall', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers.link).toContain('</remotes.json>');
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
    const plain = await raw('/prayer-wall');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(page);
  });

  it('compresses the pages of the public site', async () => {
    const response = await raw('/landing', BROWSER);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(brotliDecompressSync(response.body).toString()).toBe(sitePage);
    expect((await raw('/landing', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await raw('/landing');
    expect(plain.body.toString()).toBe(sitePage);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('never serves a dot folder, compressed or not', async () => {
    writeWithSiblings(path.join(gateway.fixtures.remoteDirs.marketing!, '.site', 'pages', 'big.json'), JSON.stringify({ words: script }));
    for (const headers of [BROWSER, {}]) expect((await raw('/mf/marketing/.site/pages/big.json', headers)).status).toBe(404);
  });
});
