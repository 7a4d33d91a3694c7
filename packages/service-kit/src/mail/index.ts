export * from './mailer';
export * from './outbox-mailer';
export * from './pickup-directory-mailer';
export * from './smtp-mailer';
export * from './mailer-from-environment';
export * from './html';
