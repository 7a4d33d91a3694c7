export * from './embedded-stack';
export * from './distributed-stack';
export * from './remotes-file';
