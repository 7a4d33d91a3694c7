import { interpolate, translate } from './index';

describe('translate', () => {
  const dictionary = { greeting: 'Hola', onlyHere: 'Solo aquí', blank: '' };
  const core = { greeting: 'Hello', coreOnly: 'From core', blank: 'Core blank' };

  it("prefers the chosen language's dictionary", () => {
    expect(translate('greeting', { dictionary, core, fallback: 'Hi' })).toBe('Hola');
    expect(translate('onlyHere', { dictionary, core })).toBe('Solo aquí');
  });

  it('falls back to the core translations', () => {
    expect(translate('coreOnly', { dictionary, core, fallback: 'Fallback' })).toBe('From core');
  });

  it('treats an empty dictionary entry as missing', () => {
    expect(translate('blank', { dictionary, core })).toBe('Core blank');
  });

  it('falls back to the fallback text', () => {
    expect(translate('missing', { dictionary, core, fallback: 'Fallback' })).toBe('Fallback');
  });

  it('falls back to the key last', () => {
    expect(translate('missing', { dictionary, core })).toBe('missing');
    expect(translate('missing')).toBe('missing');
  });

  it('ignores inherited object properties', () => {
    expect(translate('toString', { dictionary, core })).toBe('toString');
  });

  it('interpolates values into the chosen text', () => {
    expect(translate('welcome', { core: { welcome: 'Welcome, {name}!' }, values: { name: 'Ruth' } })).toBe(
      'Welcome, Ruth!',
    );
  });
});

describe('interpolate', () => {
  it('replaces every placeholder that has a value', () => {
    expect(interpolate('{count} of {total} ({count})', { count: 3, total: 10 })).toBe('3 of 10 (3)');
  });

  it('leaves placeholders without a value as written', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });
});
