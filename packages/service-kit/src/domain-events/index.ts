export * from './event';
export * from './transport';
export * from './relay';
