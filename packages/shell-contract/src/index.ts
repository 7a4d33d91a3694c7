export * from './shell-context';
export * from './section';
export * from './paths';
export * from './Section';
export * from './use-keyset-list';
export * from './ListPage';
export * from './QueryErrorState';
