import { contactConfirmationLimit, contactRateLimit, contactRequestSchema, type ContactResponse, type ContactSubmission } from '@koinonia/contracts';
import { loadSiteCopy } from '@koinonia/i18n/site';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@koinonia/i18n';
import { access, createWindowCounter, HttpError, route, type Database, type Mailer, type RedisClient } from '@koinonia/service-kit';
import type { TrustedProxies } from '../domain/client-address';
import { contactConfirmationEmail } from '../domain/contact-confirmation';
import { saveContactMessage, type ContactMessage } from '../store/contact-messages';
import { callerAddress } from './request-country';

export interface ContactRouteDeps {
  db: Database;
  redis: RedisClient;
  mailer: Mailer;
  trustedProxies: TrustedProxies;
}

const RECEIVED: ContactResponse = { received: true };

const tooManyMessages = (minutes: number) =>
  new HttpError(429, `Too many messages from this network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
    code: 'rate_limited',
  });

/** What is stored of a submission: the fields of its kind, the others null. */
function storedMessage(submission: ContactSubmission, language: string): ContactMessage {
  return {
    kind: submission.kind,
    name: submission.name,
    email: submission.email,
    message: submission.message,
    organization: submission.kind === 'enterprise' ? submission.organization : null,
    congregationSize: submission.kind === 'enterprise' ? submission.congregationSize : null,
    category: submission.kind === 'support' ? submission.category : null,
    language,
  };
}

/** POST /api/contact: the contact, enterprise and support forms of SPEC §2 (docs/contact-forms.md). */
export const contactRoutes = (deps: ContactRouteDeps) => {
  const submissions = createWindowCounter(deps.redis, 'contact-submissions', {
    limit: contactRateLimit.messages,
    windowSeconds: contactRateLimit.windowMinutes * 60,
  });
  const confirmations = createWindowCounter(deps.redis, 'contact-confirmations', {
    limit: contactConfirmationLimit.perAddress,
    windowSeconds: contactConfirmationLimit.windowHours * 3600,
  });
  return [
    route({
      method: 'POST',
      path: '/api/contact',
      access: access.public,
      body: contactRequestSchema,
      async handle({ body, req, res }): Promise<ContactResponse | undefined> {
        const language = body.language ?? DEFAULT_LANGUAGE;
        if (!isSupportedLanguage(language)) {
          const message = `Unsupported language: ${language}`;
          throw new HttpError(400, message, { code: 'validation_failed', issues: [{ path: 'language', message, code: 'unsupported_language' }] });
        }

        // Counted per network, robots included: a filled-in honeypot uses up the window like a real message.
        const window = await submissions.hit(callerAddress(req, deps.trustedProxies) ?? 'unknown');
        if (window.count > contactRateLimit.messages) {
          res.set('Retry-After', String(window.resetInSeconds));
          throw tooManyMessages(Math.max(1, Math.ceil(window.resetInSeconds / 60)));
        }

        // Only a robot fills in the hidden field: it is told its message arrived, so it learns nothing to adapt to.
        if (body.website?.trim()) {
          req.log.warn({ kind: body.kind }, 'contact form honeypot filled in: nothing stored or sent');
          res.status(201);
          return RECEIVED;
        }

        const contact = storedMessage(body, language);
        try {
          await saveContactMessage(deps.db, contact);
        } catch (error) {
          req.log.error({ err: error }, 'a contact message could not be stored');
          throw new HttpError(503, 'We could not save your message; please try again', { code: 'unavailable' });
        }
        res.status(201).json(RECEIVED);

        // The message is stored, so the visitor has their answer; a confirmation that fails is only logged.
        try {
          const sentToAddress = await confirmations.hit(contact.email.toLowerCase());
          if (sentToAddress.count > contactConfirmationLimit.perAddress) {
            req.log.warn({ kind: contact.kind }, 'contact confirmation not sent: this address had its confirmations for the day');
            return undefined;
          }
          await deps.mailer.send(contactConfirmationEmail(contact, (await loadSiteCopy(language, 'forms')).email));
        } catch (error) {
          req.log.error({ err: error, kind: contact.kind }, 'a contact confirmation could not be sent');
        }
        return undefined;
      },
    }),
  ];
};
