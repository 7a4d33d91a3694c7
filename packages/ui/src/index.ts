export * from './theme';
export * from './global-style';
export * from './primitives';
export * from './states';
export * from './Avatar';
export * from './TextField';
export * from './Modal';
export * from './ConfirmDialog';
