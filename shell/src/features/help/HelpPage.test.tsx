import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import HelpPage from './HelpPage';
import { faqEntries, searchFaq } from './faq';

describe('HelpPage', () => {
  it('shows the FAQ, the four support links and the privacy-first note (SPEC §1)', () => {
    renderWithShell(<HelpPage />);
    expect(screen.getByRole('heading', { name: 'Help & Support' })).toBeTruthy();
    expect(screen.getAllByRole('group').length).toBe(faqEntries.length);
    expect(faqEntries.length).toBeGreaterThanOrEqual(8);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/help-docs', '/faq', '/contact-us', '/support']);
    expect(screen.getByText(/no ad tracking and no data resale/)).toBeTruthy();
  });

  it('narrows the questions to those matching every word searched, and says when none match', async () => {
    renderWithShell(<HelpPage />);
    await act(async () => fireEvent.change(screen.getByRole('searchbox', { name: 'Search help' }), { target: { value: 'CANDLES ai' } }));
    expect(screen.getAllByRole('group').map((entry) => entry.textContent)).toEqual([expect.stringContaining('What are candles?')]);
    expect(screen.getByRole('status').textContent).toBe('1 matching answers');
    await act(async () => fireEvent.change(screen.getByRole('searchbox', { name: 'Search help' }), { target: { value: 'tithing envelopes' } }));
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByText(/No answers match your search/)).toBeTruthy();
  });
});

describe('searchFaq', () => {
  it('ignores case and accents', () => {
    expect(searchFaq([{ question: 'Café hours', answer: '' }], 'cafe')).toHaveLength(1);
  });
});
