export * from './object-storage';
export * from './local-disk-storage';
export * from './s3-storage';
export * from './from-environment';
