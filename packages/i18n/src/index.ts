export * from './languages';
export * from './translate';
export * from './format';
