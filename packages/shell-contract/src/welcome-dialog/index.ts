// The first-visit welcome dialog (SPEC §2, §4, §5), shared by the shell and the public site. A subpath of
// its own: the site's pages import none of the contract's React Query or router code to reach it.
export * from './WelcomeDialogContent';
export * from './prompt-rules';
export * from './prompt-memory';
export * from './price-display';
export * from './browser-location';
export * from './localization-requests';
