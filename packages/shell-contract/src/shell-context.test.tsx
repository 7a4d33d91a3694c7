import { renderHook } from '@testing-library/react';
import { useLanguage, useTheme } from './shell-context';

describe('SPEC §8 hooks outside their provider', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('useTheme throws "useTheme must be used within a ThemeProvider"', () => {
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('the language hook throws likewise', () => {
    expect(() => renderHook(() => useLanguage())).toThrow('useLanguage must be used within a LanguageProvider');
  });
});
