import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { CompressedAssetsPlugin, compressDirectory, MIN_BYTES } from './compression';

const words = (count: number) => Array.from({ length: count }, (_, index) => `fellowship-${index % 97}`).join(' ');
const expectCopiesOf = (file: string) => {
  const original = readFileSync(file);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
};

describe('compressDirectory (the pre-rendered site)', () => {
  it('writes a .br and a .gz beside every compressible file of 1 KB or more, in every folder, and nothing else', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'koinonia-compress-'));
    mkdirSync(path.join(root, '.site', 'fr', 'landing'), { recursive: true });
    writeFileSync(path.join(root, '.site', 'fr', 'landing', 'index.html'), `<p>${words(400)}</p>`);
    writeFileSync(path.join(root, 'sitemap.xml'), `<urlset>${words(400)}</urlset>`);
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(root, 'photo.png'), Buffer.alloc(4 * MIN_BYTES));

    await compressDirectory(root);
    expectCopiesOf(path.join(root, '.site', 'fr', 'landing', 'index.html'));
    expectCopiesOf(path.join(root, 'sitemap.xml'));
    expect(readdirSync(root).sort()).toEqual(['.site', 'photo.png', 'robots.txt', 'sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz']);

    // Run again (a second pre-render into the same folder): the copies are not compressed in turn.
    await compressDirectory(root);
    expect(readdirSync(root)).toHaveLength(6);
  });
});

describe('CompressedAssetsPlugin (every front-end build)', () => {
  it('emits compressed copies of the build’s scripts and pages, skipping small files', async () => {
    const projectDir = mkdtempSync(path.join(tmpdir(), 'koinonia-compress-build-'));
    writeFileSync(path.join(projectDir, 'index.js'), `console.log(${JSON.stringify(words(500))}); import('./later.js');`);
    writeFileSync(path.join(projectDir, 'later.js'), 'export const later = 1;');
    writeFileSync(path.join(projectDir, 'page.html'), `<!doctype html><p>${words(400)}</p>`);
    const outputDir = path.join(projectDir, 'dist');
    const compiler = webpack({
      mode: 'production',
      context: projectDir,
      entry: './index.js',
      output: { path: outputDir, filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
      plugins: [
        // A page emitted late in the build, as html-webpack-plugin's and the federation manifest are.
        {
          apply: (child: webpack.Compiler) =>
            child.hooks.thisCompilation.tap('page', (compilation) =>
              compilation.hooks.processAssets.tap({ name: 'page', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () =>
                compilation.emitAsset('index.html', new webpack.sources.RawSource(readFileSync(path.join(projectDir, 'page.html')))),
              ),
            ),
        },
        new CompressedAssetsPlugin(),
      ],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result!))));
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);

    const files = readdirSync(outputDir);
    const main = files.find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file))!;
    const later = files.find((file) => /^\d+\.[0-9a-f]{10}\.js$/.test(file))!;
    expectCopiesOf(path.join(outputDir, main));
    expectCopiesOf(path.join(outputDir, 'index.html'));
    expect(existsSync(path.join(outputDir, `${later}.br`))).toBe(false);
    expect(files.filter((file) => /\.(br|gz)\.(br|gz)$/.test(file))).toEqual([]);
  });
});
