export * from './test-shell-value';
export * from './TestShell';
export * from './render-with-shell';
export * from './DevHost';
export * from './fake-realtime';
