import type { FederationManifest } from '@koinonia/contracts';
import { manifestUrls, remoteFileUrls } from './remote-files';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './Section',
      assets: {
        js: { sync: ['1.aa.js', '2.bb.js'], async: ['3.cc.js', '1.aa.js'] },
        css: { sync: ['4.dd.css'], async: [] },
      },
    },
  ],
  shared: [{ name: 'react' }],
} as FederationManifest;

describe('the files of a remote section kept offline', () => {
  it('lists its entry and every script and style its section loads, once each, beside its manifest', () => {
    expect(remoteFileUrls('https://k.example/mf/worship/0.1.0/mf-manifest.json', manifest)).toEqual([
      'https://k.example/mf/worship/0.1.0/remoteEntry.js',
      'https://k.example/mf/worship/0.1.0/1.aa.js',
      'https://k.example/mf/worship/0.1.0/2.bb.js',
      'https://k.example/mf/worship/0.1.0/3.cc.js',
      'https://k.example/mf/worship/0.1.0/4.dd.css',
    ]);
  });

  it('reads each remote’s manifest address from /remotes.json against the page’s origin', () => {
    const config = {
      remotes: [{ name: 'worship' as const, manifest: '/mf/worship/0.1.0/mf-manifest.json', paths: ['/soap'] }],
    };
    expect(manifestUrls(config, 'https://k.example')).toEqual(['https://k.example/mf/worship/0.1.0/mf-manifest.json']);
  });
});
