import { errorCodes, issueCodes } from '@koinonia/contracts';
import { languageCodes } from '@koinonia/i18n';
import { appTranslationsFor } from '@koinonia/i18n/app';

/** Every key errorMessageOf and issueText may look up, beyond one per code. */
const clientKeys = [
  'error.forbidden.access',
  'error.network',
  'error.status.401',
  'error.status.403',
  'error.status.500',
  'error.status.other',
  'error.field.invalid_format.email',
  'error.field.invalid_format.url',
  'error.field.invalid_format.uuid',
];

describe('the error text of every code', () => {
  it.each(languageCodes)('%s has a sentence for every error code and issue code of the contract', (code) => {
    const dictionary: Record<string, string> = appTranslationsFor(code) ?? {};
    const keys = [
      ...errorCodes.map((error) => `error.${error}`),
      ...issueCodes.map((issue) => `error.field.${issue}`),
      ...clientKeys,
    ];
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });
});
