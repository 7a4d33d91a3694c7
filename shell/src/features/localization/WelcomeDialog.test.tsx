import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  LOCALIZATION_PROMPT_RESHOW_MS,
  LOCALIZATION_PROMPT_SESSION_KEY,
  LOCALIZATION_PROMPT_STORAGE_KEY,
  type LocalizationData,
} from '@koinonia/contracts';
import { createShellValue, renderWithShell, testUser } from '@koinonia/shell-contract/testing';
import WelcomeDialog from './WelcomeDialog';

const germany: LocalizationData = {
  country: { countryCode: 'DE', countryName: 'Germany', currency: 'EUR', currencySymbol: '€', vatRate: 19 },
  pricing: {
    plans: [
      { planTier: 'disciple', priceMonthly: 0, priceYearly: 0 },
      { planTier: 'servant', priceMonthly: 5, priceYearly: 50 },
      { planTier: 'torchbearer', priceMonthly: 10, priceYearly: 100 },
    ],
  },
  recommendedLanguages: [
    { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
    { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸' },
    { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
  ],
  timezone: 'Europe/Berlin',
  detectionSource: 'ip',
  shouldShowPrompt: true,
};

function fakeApi(data: LocalizationData | Error, applyResult: 'ok' | 'fail' = 'ok') {
  return jest.fn(async (method: string, url: string) => {
    // The apply answer arrives a moment later, so "Applying..." can be seen.
    if (method === 'POST') await new Promise((resolve) => setTimeout(resolve, 100));
    if (method === 'GET' && url.startsWith('/api/localization/data?')) {
      if (data instanceof Error) throw data;
      return data;
    }
    if (method === 'POST' && url === '/api/localization/apply') {
      if (applyResult === 'fail') throw new Error('Server error. Please try again in a moment.');
      return { success: true };
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
}

function renderDialog(options: { data?: LocalizationData | Error; applyResult?: 'ok' | 'fail'; userCountry?: string | null; signedOut?: boolean } = {}) {
  const apiRequest = fakeApi(options.data ?? germany, options.applyResult);
  const setLanguage = jest.fn();
  const base = createShellValue({ user: null });
  const user = options.signedOut ? null : testUser({ country: options.userCountry ?? null });
  renderWithShell(<WelcomeDialog />, {
    shell: { user, isAuthenticated: user !== null, apiRequest: apiRequest as never, language: { ...base.language, setLanguage } },
  });
  return { apiRequest, setLanguage };
}

async function passDelay(milliseconds = 2_000) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('WelcomeDialog', () => {
  it('SPEC §4, §9: appears 2000 ms after mounting, not before, and records the showing', async () => {
    const { apiRequest } = renderDialog();
    await passDelay(1_999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await passDelay(1);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Koinonia!' })).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith('GET', expect.stringMatching(/^\/api\/localization\/data\?timezone=/));
    expect(Number(localStorage.getItem(LOCALIZATION_PROMPT_STORAGE_KEY))).toBe(Date.now());
  });

  it('SPEC §2: shows the detection, the languages, country, currency, Servant prices, VAT and timezone', async () => {
    renderDialog();
    await passDelay();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(/We detected your location from your IP address/)).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect((screen.getByRole('radio', { name: /Deutsch/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('EUR (€)')).toBeTruthy();
    expect(screen.getByText('€5.00')).toBeTruthy();
    expect(screen.getByText('€50.00')).toBeTruthy();
    expect(screen.getByText('Prices include 19.0% VAT')).toBeTruthy();
    expect(screen.getByText('Europe/Berlin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
  });

  it('SPEC §2: lists all other languages behind a collapsible control', async () => {
    renderDialog();
    await passDelay();
    const toggle = await screen.findByRole('button', { name: /All languages/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('radio')).toHaveLength(31);
    fireEvent.click(screen.getByRole('radio', { name: /Français/ }));
    expect((screen.getByRole('radio', { name: /Français/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('SPEC §2: no VAT note when the rate is 0, and $5.00 when the prices are missing', async () => {
    renderDialog({ data: { ...germany, country: { ...germany.country, countryCode: 'HK', vatRate: 0 }, pricing: { plans: [] } } });
    await passDelay();
    await screen.findByRole('dialog');
    expect(screen.queryByText(/VAT/)).toBeNull();
    expect(screen.getByText('$5.00')).toBeTruthy();
  });

  it('SPEC §4: Apply sends language, country and timezone, switches the language and closes', async () => {
    const { apiRequest, setLanguage } = renderDialog();
    await passDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Settings' }));
    expect(((await screen.findByRole('button', { name: 'Applying...' })) as HTMLButtonElement).disabled).toBe(true);
    await passDelay(100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/localization/apply', { language: 'de', country: 'DE', timezone: 'Europe/Berlin' });
    expect(setLanguage).toHaveBeenCalledWith('de');
    expect(sessionStorage.getItem(LOCALIZATION_PROMPT_SESSION_KEY)).not.toBeNull();
  });

  it('keeps a recommended language the visitor already reads selected', async () => {
    const base = createShellValue({ user: null });
    renderWithShell(<WelcomeDialog />, {
      shell: { user: null, isAuthenticated: false, apiRequest: fakeApi(germany) as never, language: { ...base.language, code: 'ru' } },
    });
    await passDelay();
    expect(((await screen.findByRole('radio', { name: /Русский/ })) as HTMLInputElement).checked).toBe(true);
  });

  it('SPEC §4: Apply does not switch when the chosen language is the current one', async () => {
    const { setLanguage } = renderDialog();
    await passDelay();
    fireEvent.click(await screen.findByRole('radio', { name: /English/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setLanguage).not.toHaveBeenCalled();
  });

  it('SPEC §8: an Apply failure is ignored: no language switch, the dialog closes', async () => {
    const { setLanguage } = renderDialog({ applyResult: 'fail' });
    await passDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setLanguage).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['Maybe Later', () => fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }))],
    ['the close icon', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('SPEC §4: %s closes without applying and marks the session handled', async (_name, dismiss) => {
    const { apiRequest, setLanguage } = renderDialog();
    await passDelay();
    await screen.findByRole('dialog');
    dismiss();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiRequest).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
    expect(setLanguage).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LOCALIZATION_PROMPT_SESSION_KEY)).not.toBeNull();
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    renderDialog();
    await passDelay();
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    const apply = screen.getByRole('button', { name: 'Apply Settings' });
    apply.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  describe('SPEC §5: not shown', () => {
    const expectNoDialog = async () => {
      await passDelay(5_000);
      expect(screen.queryByRole('dialog')).toBeNull();
    };

    it('when the localization data is missing', async () => {
      renderDialog({ data: new Error('Network error: Unable to connect to /api/localization/data') });
      await expectNoDialog();
    });
    it('when already handled this session', async () => {
      sessionStorage.setItem(LOCALIZATION_PROMPT_SESSION_KEY, '1');
      renderDialog();
      await expectNoDialog();
    });
    it('when the signed-in user has a country other than the US', async () => {
      renderDialog({ userCountry: 'FR' });
      await expectNoDialog();
    });
    it('when the detected country is the US', async () => {
      renderDialog({ data: { ...germany, country: { ...germany.country, countryCode: 'US' }, shouldShowPrompt: false } });
      await expectNoDialog();
    });
    it('when it was shown less than 30 days ago, and again after 30 days', async () => {
      localStorage.setItem(LOCALIZATION_PROMPT_STORAGE_KEY, String(Date.now() - LOCALIZATION_PROMPT_RESHOW_MS + 60_000));
      renderDialog();
      await expectNoDialog();
    });
  });

  it('SPEC §9: shows again once 30 days have passed', async () => {
    localStorage.setItem(LOCALIZATION_PROMPT_STORAGE_KEY, String(Date.now() - LOCALIZATION_PROMPT_RESHOW_MS));
    renderDialog({ signedOut: true });
    await passDelay();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows to a signed-in user whose country is the US', async () => {
    renderDialog({ userCountry: 'US' });
    await passDelay();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
