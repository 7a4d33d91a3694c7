export * from './database';
export * from './redis';
export * from './service';
