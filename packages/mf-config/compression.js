// Brotli and gzip copies of the built front end, written once at build time beside each file (name.js.br,
// name.js.gz): the gateway sends them to browsers that accept them and never compresses per request
// (services/gateway/src/compressed-files.ts). Used by every app's webpack build (createWebpackConfig), the
// public site's (mf-marketing/webpack.site.config.js) and its pre-render (mf-marketing/scripts/prerender.mjs).
const { readdir, readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

/** What gets compressed copies; the gateway's list of compressible files is the same. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|xml|txt)$/;
/** Below this, compression saves less than a round of headers; such files are sent as they are. */
const MIN_BYTES = 1024;
const SUFFIXES = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's best quality (11, slow: about 1 MB/s) for files named by their content hash, built once and
 * cached a year; 10 for the rest — the 500-odd pre-rendered pages above all — within 2% of 11's size in
 * under half its time, which counts on a 2-core build machine.
 */
const brotliQuality = (immutable) => (immutable ? 11 : 10);

/**
 * The compressed copies of one file's content worth keeping (smaller than the content), as
 * [suffix, bytes] pairs; none for a file too small to bother. zlib's asynchronous calls run on libuv's
 * thread pool, so several files compress at once.
 */
async function compressedCopies(content, { immutable = false } = {}) {
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(immutable),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    [SUFFIXES.br, br],
    [SUFFIXES.gzip, gz],
  ].filter(([, bytes]) => bytes.length < content.length);
}

/** Every compressible file under a folder (dot folders included: the site's pages live in .site/). */
async function compressibleFiles(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes the compressed copies of every compressible file under a folder (the pre-rendered site), a few
 * files at a time; resolves to the number of files that got copies.
 */
async function compressDirectory(directory, { immutable = false, parallel = 8 } = {}) {
  const files = await compressibleFiles(directory);
  let next = 0;
  let compressed = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const copies = await compressedCopies(await readFile(file), { immutable });
      for (const [suffix, bytes] of copies) await writeFile(file + suffix, bytes);
      if (copies.length > 0) compressed += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return compressed;
}

/**
 * Adds the compressed copies of every compressible asset to a webpack build, as assets of their own (so
 * output.clean keeps them). Last of all, once every asset is final: after the federation manifest
 * (OPTIMIZE_TRANSFER), the shell's initial-scripts.json (REPORT), and the minimizer, which also rewrites
 * scripts and pages emitted late.
 */
class CompressedAssetsPlugin {
  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressedAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CompressedAssetsPlugin', stage: Infinity },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const { source, info } = compilation.getAsset(name);
              const immutable = Boolean(info.immutable);
              for (const [suffix, bytes] of await compressedCopies(source.buffer(), { immutable })) {
                compilation.emitAsset(name + suffix, new sources.RawSource(bytes), { compressed: true, immutable });
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { COMPRESSIBLE, MIN_BYTES, compressedCopies, compressDirectory, CompressedAssetsPlugin };
