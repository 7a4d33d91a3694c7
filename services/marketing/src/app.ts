import { defineService, mailerFromEnvironment } from '@koinonia/service-kit';
import { translationRoutes } from './routes/translations';
import { countryRoutes } from './routes/country';
import { localizationRoutes } from './routes/localization';
import { contactRoutes } from './routes/contact';
import { parseTrustedProxies } from './domain/client-address';
import { deleteExpiredContactMessages } from './store/contact-messages';
import { migrations } from './migrations';

/** Translations, country detection, pricing, localization prompt, contact forms (DESIGN "Shape"). */
export const marketingService = defineService({
  name: 'marketing',
  defaultPort: 4006,
  routes: ({ db, redis, logger }) => {
    // Read at start so a wrong TRUSTED_PROXIES stops the service instead of trusting the wrong peers.
    const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES || undefined);
    const mailer = mailerFromEnvironment(db, logger, { outboxTable: 'marketing.mail_outbox' });
    return [
      ...translationRoutes(),
      ...countryRoutes(trustedProxies),
      ...localizationRoutes({ db, redis, trustedProxies }),
      ...contactRoutes({ db, redis, mailer, trustedProxies }),
    ];
  },
  migrations,
  // No demo data yet: the schema is still created, so later migrations and the readiness check find it.
  seedDemoData: async () => undefined,
  // Runs once the service listens, in both run modes. service-kit has no job queue yet, so the retention
  // sweep runs at each start only; close() waits for it so the database is not closed under it.
  attach(_server, { db, logger }) {
    const sweep = deleteExpiredContactMessages(db, new Date()).then(
      (deleted) => logger.info({ deleted }, 'contact messages past their retention deleted'),
      (error: unknown) => logger.error({ err: error }, 'the contact message retention sweep failed'),
    );
    return { close: () => sweep };
  },
});
