import { createFormats } from './formats';

describe('how a page writes numbers, prices and dates', () => {
  it('writes them in the page’s language', () => {
    const formats = createFormats('de');
    expect(formats.number(1500)).toBe('1.500');
    expect(formats.currency(5, 'EUR')).toBe('5,00\u00a0€');
    expect(formats.date('2026-11-23')).toBe('23. November 2026');
  });

  it('writes a value the pre-render recorded exactly as it was recorded, whatever this runtime would write', () => {
    const recorded = { ...createFormats('hy').recorded(), 'number:1000:{}': '1000', 'currency:5:USD': '5,00 $' };
    const browser = createFormats('hy', recorded);
    expect(browser.number(1000)).toBe('1000');
    expect(browser.currency(5, 'USD')).toBe('5,00 $');
  });

  it('records everything it wrote, for the page to carry', () => {
    const formats = createFormats('en');
    formats.number(2500);
    formats.currency(3, 'USD');
    expect(formats.recorded()).toEqual({ 'number:2500:{}': '2,500', 'currency:3:USD': '$3.00' });
  });
});
