import { z } from 'zod';
import {
  cleanContactLine,
  cleanContactMessage,
  CONTACT_EMAIL_PATTERN,
  contactBounds,
  congregationSizes,
  supportCategories,
} from './contact-rules';

/** 5000 reads as "5,000" in the messages, as the forms copy writes it. */
const count = (value: number) => value.toLocaleString('en-US');

const oneLine = (label: string, bounds: { min: number; max: number }) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(cleanContactLine)
    .min(bounds.min, `${label} is required`)
    .max(bounds.max, `${label} must be at most ${count(bounds.max)} characters`);

const email = z
  .string({ error: 'Email is required' })
  .trim()
  // An empty address is only "required", not also "not valid".
  .min(1, { error: 'Email is required', abort: true })
  .max(contactBounds.email.max, `Email must be at most ${count(contactBounds.email.max)} characters`)
  .regex(CONTACT_EMAIL_PATTERN, 'Enter a valid email address');

const message = z
  .string({ error: `Message must be at least ${contactBounds.message.min} characters` })
  .overwrite(cleanContactMessage)
  .min(contactBounds.message.min, `Message must be at least ${count(contactBounds.message.min)} characters`)
  .max(contactBounds.message.max, `Message must be at most ${count(contactBounds.message.max)} characters`);

/**
 * Every form shares these. language is the page's language, which the confirmation email is written in (the
 * service checks it is one of SPEC §9's and uses English when it is absent). website is the honeypot: a
 * field people never see, so only a robot fills it in.
 */
const commonFields = {
  name: oneLine('Name', contactBounds.name),
  email,
  message,
  language: z.string({ error: 'Language must be a language code, e.g. en' }).max(16, 'Language must be a language code, e.g. en').optional(),
  website: z.string({ error: 'website must be text' }).optional(),
};

export const contactMessageRequestSchema = z.strictObject({ kind: z.literal('contact'), ...commonFields });

export const enterpriseMessageRequestSchema = z.strictObject({
  kind: z.literal('enterprise'),
  ...commonFields,
  organization: oneLine('Organization', contactBounds.organization),
  congregationSize: z.enum(congregationSizes, { error: `Congregation size must be one of ${congregationSizes.join(', ')}` }),
});

export const supportMessageRequestSchema = z.strictObject({
  kind: z.literal('support'),
  ...commonFields,
  category: z.enum(supportCategories, { error: `Category must be one of ${supportCategories.join(', ')}` }),
});

/** POST /api/contact: one of the three forms, told apart by kind (SPEC §2 /contact, /enterprise-contact, /support). */
export const contactRequestSchema = z.discriminatedUnion('kind', [contactMessageRequestSchema, enterpriseMessageRequestSchema, supportMessageRequestSchema], {
  error: 'kind must be contact, enterprise or support',
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmission = z.output<typeof contactRequestSchema>;

/** 201 for every accepted submission, whatever happens to the confirmation email afterwards. */
export const contactResponseSchema = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
