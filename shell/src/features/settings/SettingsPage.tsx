import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { themePreferences, fontSizes } from '@koinonia/contracts';
import { languages } from '@koinonia/i18n';
import { useAuth, useLanguage, useTheme, type ThemePreference } from '@koinonia/shell-contract';
import { Button, Card, Columns, Field, Muted, PageTitle, Stack, type FontSize } from '@koinonia/ui';
import { ChoiceGroup } from './components/ChoiceGroup';

const themeLabels: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', auto: 'Auto' };
const fontSizeLabels: Record<FontSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    padding-block: ${({ theme }) => theme.space(3)};
    text-decoration: none;
    font-weight: 600;
  }
`;

/** Pointing the way the text runs: right in English, left in Arabic. */
const Chevron = styled.span`
  &::after {
    content: '›';
  }
  [dir='rtl'] &::after {
    content: '‹';
  }
`;

const accountLinks = [
  { to: '/notification-settings', key: 'settings.notificationSettings', label: 'Notification settings' },
  { to: '/weekly-checkin', key: 'settings.weeklyCheckin', label: 'Weekly check-in' },
  { to: '/help', key: 'nav.helpSupport', label: 'Help & Support' },
] as const;

/**
 * /settings (SPEC §2 Account): appearance (theme and font size, SPEC §4) and language; the shell stores
 * those choices and saves them for a signed-in user itself. Links to the other account pages, and Sign out.
 */
export default function SettingsPage() {
  const { t, code, setLanguage } = useLanguage();
  const theme = useTheme();
  const { signOut } = useAuth();
  return (
    <Stack>
      <PageTitle>{t('settings.title', 'Settings')}</PageTitle>
      <Columns>
        <Card>
          <Stack>
            <h2>{t('settings.appearance', 'Appearance')}</h2>
            <ChoiceGroup
              legend={t('settings.theme', 'Theme')}
              choices={themePreferences.map((value) => ({
                value,
                label: t(`settings.theme.${value}`, themeLabels[value]),
              }))}
              value={theme.preference}
              onChange={theme.setMode}
            />
            <Muted>{t('settings.autoHint', 'Auto follows your device’s light or dark setting.')}</Muted>
            <ChoiceGroup
              legend={t('settings.fontSize', 'Font size')}
              choices={fontSizes.map((value) => ({
                value,
                label: t(`settings.fontSize.${value}`, fontSizeLabels[value]),
              }))}
              value={theme.fontSize}
              onChange={theme.setFontSize}
            />
          </Stack>
        </Card>
        <Card>
          <Stack>
            <h2>{t('settings.languageHeading', 'Language')}</h2>
            <Field>
              {t('settings.language', 'Language')}
              <select value={code} onChange={(event) => setLanguage(event.target.value)}>
                {languages.map((language) => (
                  <option key={language.code} value={language.code} lang={language.code}>
                    {`${language.flag} ${language.name} — ${language.nativeName}`}
                  </option>
                ))}
              </select>
            </Field>
          </Stack>
        </Card>
        <Card>
          <Stack $gap={2}>
            <h2>{t('settings.account', 'Account')}</h2>
            <Links>
              {accountLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    {t(link.key, link.label)}
                    <Chevron aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </Links>
            <div>
              <Button type="button" $variant="secondary" onClick={() => void signOut()}>
                {t('nav.signOut', 'Sign out')}
              </Button>
            </div>
          </Stack>
        </Card>
      </Columns>
    </Stack>
  );
}
