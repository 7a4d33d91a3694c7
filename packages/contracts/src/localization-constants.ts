/** SPEC §9 "Localization": how long detection and pricing answers are reused. */
export const COUNTRY_DETECTION_STALE_MS = 30 * 60_000;
export const COUNTRY_DETECTION_CACHE_MS = 60 * 60_000;
export const COUNTRY_PRICING_STALE_MS = 15 * 60_000;
/** SPEC §9: at most 3 recommended languages per country. */
export const MAX_RECOMMENDED_LANGUAGES = 3;
/** SPEC §9 "UI timing": the welcome dialog appears 2000 ms after loading ends. */
export const WELCOME_DIALOG_DELAY_MS = 2_000;
/** SPEC §9: the prompt is shown again at the earliest 30 days after it was last shown. */
export const LOCALIZATION_PROMPT_RESHOW_MS = 30 * 24 * 60 * 60_000;
/** SPEC §9: the local storage key holding the timestamp of the last showing. */
export const LOCALIZATION_PROMPT_STORAGE_KEY = 'localization_prompt_shown';
/** SPEC §5: "already handled this session" is kept in session storage under this key. */
export const LOCALIZATION_PROMPT_SESSION_KEY = 'localization_prompt_handled';
/** SPEC §9: browser geolocation timeout 5 seconds, maximum age 5 minutes. */
export const GEOLOCATION_TIMEOUT_MS = 5_000;
export const GEOLOCATION_MAXIMUM_AGE_MS = 5 * 60_000;
/** SPEC §3, §5: the country assumed when none is detected; no prompt is offered for it. */
export const FALLBACK_COUNTRY_CODE = 'US';
/** SPEC §7: the timezone used when the browser does not give one. */
export const FALLBACK_TIMEZONE = 'UTC';
