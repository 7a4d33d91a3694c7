import type { Migration } from '@koinonia/service-kit';
import { createLocalizationChoices } from './001-localization-choices';
import { createContactMessages } from './002-contact-messages';
import { createMarketingMailOutbox } from './003-mail-outbox';

/** The core translations ship with the code; what is stored is listed here in order. */
export const migrations: readonly Migration[] = [createLocalizationChoices, createContactMessages, createMarketingMailOutbox];
