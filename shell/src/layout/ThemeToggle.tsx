import { useState } from 'react';
import styled from 'styled-components';
import type { ThemeMode } from '@koinonia/contracts';
import { useLanguage, useTheme } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { Icon } from './icons';
import { dismissThemeOnboarding, hasSeenThemeOnboarding } from '../shell/theme-state';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

export const HeaderIconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  background: none;
  border: 1px solid transparent;
  border-radius: 999px;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; border-color: ${({ theme }) => theme.colors.border}; }
`;

const Tip = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  inset-inline-end: 0;
  z-index: 55;
  width: min(18rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.2);
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; }
`;

/**
 * SPEC §2, §4: the header's theme toggle, and the one-time onboarding tip shown to someone who has neither
 * chosen a theme nor dismissed it. Choosing a theme stores it and dismisses the tip.
 */
export function ThemeToggle() {
  const theme = useTheme();
  const { t } = useLanguage();
  const [showTip, setShowTip] = useState(() => !hasSeenThemeOnboarding());
  const next = theme.mode === 'dark' ? 'light' : 'dark';

  const choose = (mode: ThemeMode) => {
    theme.setMode(mode);
    setShowTip(false);
  };
  const dismiss = () => {
    dismissThemeOnboarding();
    setShowTip(false);
  };

  return (
    <Wrapper>
      <HeaderIconButton
        type="button"
        aria-label={next === 'dark' ? t('theme.useDark', 'Use dark theme') : t('theme.useLight', 'Use light theme')}
        onClick={() => choose(next)}
      >
        <Icon name={theme.mode === 'dark' ? 'sun' : 'moon'} />
      </HeaderIconButton>
      {showTip ? (
        <Tip role="dialog" aria-label={t('theme.tipTitle', 'Choose your theme')}>
          <p>{t('theme.tip', 'Light or dark? Switch the look of Koinonia here at any time.')}</p>
          <div>
            <Button type="button" $variant="secondary" onClick={() => choose('light')}>
              {t('theme.light', 'Light')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => choose('dark')}>
              {t('theme.dark', 'Dark')}
            </Button>
            <Button type="button" onClick={dismiss}>
              {t('theme.gotIt', 'Got it')}
            </Button>
          </div>
        </Tip>
      ) : null}
    </Wrapper>
  );
}
