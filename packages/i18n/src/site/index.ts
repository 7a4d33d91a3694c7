// The public site's pages, paths and copy, a subpath of its own so the app's screens never load it.
export * from './paths';
export * from './copy';
export * from './load-all-copy';
