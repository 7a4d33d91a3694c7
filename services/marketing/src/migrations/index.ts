import type { Migration } from '@koinonia/service-kit';
import { createLocalizationChoices } from './001-localization-choices';

/** The core translations ship with the code; what is stored is listed here in order. */
export const migrations: readonly Migration[] = [createLocalizationChoices];
