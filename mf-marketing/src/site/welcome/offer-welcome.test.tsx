import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  LANGUAGE_STORAGE_KEY,
  LOCALIZATION_PROMPT_RESHOW_MS,
  LOCALIZATION_PROMPT_SESSION_KEY,
  LOCALIZATION_PROMPT_STORAGE_KEY,
  type LocalizationData,
} from '@koinonia/contracts';
import { offerWelcome } from './offer-welcome';

const germany: LocalizationData = {
  country: { countryCode: 'DE', countryName: 'Germany', currency: 'EUR', currencySymbol: '€', vatRate: 19 },
  pricing: { plans: [{ planTier: 'servant', priceMonthly: 5, priceYearly: 50 }] },
  recommendedLanguages: [
    { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
    { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸' },
  ],
  timezone: 'Europe/Berlin',
  detectionSource: 'ip',
  shouldShowPrompt: true,
};
const unitedStates: LocalizationData = { ...germany, country: { ...germany.country, countryCode: 'US', countryName: 'United States' }, shouldShowPrompt: false };

/** The part of a Response the API client reads (jsdom has no Response). */
const json = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, statusText: '', headers: new Headers({ 'content-type': 'application/json' }), text: async () => JSON.stringify(body) }) as unknown as Response;

/** The gateway as the site's welcome code sees it: localization data, the French core strings, apply. */
function fakeServer(data: LocalizationData) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/localization/data?')) return json(data);
    if (url === '/api/translations/core/fr') return json({ translations: { 'localization.welcomeTitle': 'Bienvenue sur Koinonia !' } });
    if (url === '/api/localization/apply') return json({ success: true });
    return json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
const calledPaths = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));

async function offer(options: { data?: LocalizationData; language?: 'en' | 'fr' } = {}) {
  const fetchMock = fakeServer(options.data ?? germany);
  const navigate = jest.fn();
  const done = offerWelcome({ language: options.language ?? 'en', page: 'landing', loadedAt: Date.now(), navigate });
  return { fetchMock, navigate, done };
}

/** Lets the given time pass and the offer finish, with React's rendering of the dialog flushed. */
async function passTime(milliseconds: number, offered?: Promise<void>) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
    await offered;
  });
}

const originalFetch = globalThis.fetch;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('the welcome dialog on the public site', () => {
  it('SPEC §4, §9: appears 2 s after the page became interactive for a visitor from outside the US, and records the showing', async () => {
    const { done } = await offer();
    await passTime(1_999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await passTime(1, done);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Koinonia!' })).toBeTruthy();
    expect(screen.getByText('Prices include 19.0% VAT')).toBeTruthy();
    expect(Number(localStorage.getItem(LOCALIZATION_PROMPT_STORAGE_KEY))).toBe(Date.now());
  });

  it('speaks the page’s language with the app’s own strings', async () => {
    const { done, fetchMock } = await offer({ language: 'fr' });
    await passTime(2_000, done);
    expect(await screen.findByRole('dialog', { name: 'Bienvenue sur Koinonia !' })).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('/api/translations/core/fr');
  });

  it('SPEC §4: Apply with another language records the choice and opens this page in that language', async () => {
    const { done, fetchMock, navigate } = await offer();
    await passTime(2_000, done);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Settings' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/landing'));
    const apply = fetchMock.mock.calls.find(([url]) => String(url) === '/api/localization/apply');
    expect(JSON.parse(String(apply?.[1]?.body))).toEqual({ language: 'de', country: 'DE', timezone: 'Europe/Berlin' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(sessionStorage.getItem(LOCALIZATION_PROMPT_SESSION_KEY)).not.toBeNull();
  });

  it('SPEC §4: Apply with the page’s own language just closes', async () => {
    const { done, navigate } = await offer();
    await passTime(2_000, done);
    fireEvent.click(await screen.findByRole('radio', { name: /English/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['Maybe Later', 'Close'])('SPEC §4: %s closes it for the rest of the session', async (name) => {
    const { done, navigate } = await offer();
    await passTime(2_000, done);
    fireEvent.click(await screen.findByRole('button', { name }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LOCALIZATION_PROMPT_SESSION_KEY)).not.toBeNull();
  });

  describe('SPEC §5: not shown', () => {
    it('to a visitor from the US', async () => {
      const { done } = await offer({ data: unitedStates });
      await passTime(5_000, done);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem(LOCALIZATION_PROMPT_STORAGE_KEY)).toBeNull();
    });

    it('when the localization data is missing', async () => {
      globalThis.fetch = jest.fn(async () => json({ message: 'Server error' }, 500)) as typeof fetch;
      const done = offerWelcome({ language: 'en', page: 'landing', loadedAt: Date.now() });
      await passTime(5_000, done);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('when already handled this session, without asking the server', async () => {
      sessionStorage.setItem(LOCALIZATION_PROMPT_SESSION_KEY, '1');
      const { done, fetchMock } = await offer();
      await passTime(5_000, done);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('when it was shown less than 30 days ago', async () => {
      localStorage.setItem(LOCALIZATION_PROMPT_STORAGE_KEY, String(Date.now() - LOCALIZATION_PROMPT_RESHOW_MS + 60_000));
      const { done, fetchMock } = await offer();
      await passTime(5_000, done);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
