export * from './database';
export * from './redis';
export * from './service';
export * from './ports';
