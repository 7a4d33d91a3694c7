export * from './languages';
export * from './translate';
export * from './format';
export * from './countries';
export * from './country-languages';
