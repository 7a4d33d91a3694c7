import { fireEvent, screen, within } from '@testing-library/react';
import { languages } from '@koinonia/i18n';
import { createShellValue, renderWithShell, testUser } from '@koinonia/shell-contract/testing';
import SettingsPage from './SettingsPage';

function renderPage() {
  const base = createShellValue({ user: testUser() });
  const theme = {
    ...base.theme,
    preference: 'auto' as const,
    fontSize: 'medium' as const,
    setMode: jest.fn(),
    setFontSize: jest.fn(),
  };
  const language = { ...base.language, code: 'fr', setLanguage: jest.fn() };
  const signOut = jest.fn(async () => undefined);
  renderWithShell(<SettingsPage />, { shell: { theme, language, signOut } });
  return { theme, language, signOut };
}

describe('SettingsPage', () => {
  it('SPEC §4: offers Light, Dark and Auto as a radio group showing the current choice, and applies a new one', () => {
    const { theme } = renderPage();
    const group = screen.getByRole('group', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual(['Light', 'Dark', 'Auto']);
    expect((within(group).getByRole('radio', { name: 'Auto' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(theme.setMode).toHaveBeenCalledWith('dark');
  });

  it('SPEC §4: offers Small, Medium and Large text, Medium by default', () => {
    const { theme } = renderPage();
    const group = screen.getByRole('group', { name: 'Font size' });
    expect((within(group).getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Large' }));
    expect(theme.setFontSize).toHaveBeenCalledWith('large');
  });

  it('SPEC §9: lists all 31 languages with flag, name and native name, and switches language', () => {
    const { language } = renderPage();
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(31);
    expect(languages).toHaveLength(31);
    expect(select.value).toBe('fr');
    expect(within(select).getByRole('option', { name: '🇸🇦 Arabic — العربية' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(language.setLanguage).toHaveBeenCalledWith('ar');
  });

  it('links to Notification settings, Weekly check-in and Help & Support', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
    expect(screen.getByRole('link', { name: 'Weekly check-in' }).getAttribute('href')).toBe('/weekly-checkin');
    expect(screen.getByRole('link', { name: 'Help & Support' }).getAttribute('href')).toBe('/help');
  });

  it('signs out', () => {
    const { signOut } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });
});
