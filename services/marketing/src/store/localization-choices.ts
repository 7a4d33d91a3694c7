import type { Database } from '@koinonia/service-kit';

const LOCALIZATION_CHOICES = 'marketing.localization_choices';

export interface LocalizationChoice {
  userId: string | null;
  language: string;
  country: string;
  timezone: string;
}

export async function recordLocalizationChoice(db: Database, choice: LocalizationChoice): Promise<void> {
  await db(LOCALIZATION_CHOICES).insert({
    user_id: choice.userId,
    language: choice.language,
    country: choice.country,
    timezone: choice.timezone,
  });
}
