export * from './shell-context';
export * from './section';
export * from './paths';
export * from './use-keyset-list';
export * from './ListPage';
export * from './QueryErrorState';
export * from './error-text';
export * from './endpoint-queries';
