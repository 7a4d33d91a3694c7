import { screen } from '@testing-library/react';
import { renderSection } from '@koinonia/shell-contract/testing';
import Section from './Section';

describe('the public site inside the app', () => {
  it('says a page is not found under a path it owns that names no page, never the landing page', async () => {
    renderSection(Section, { basePath: '/features', route: '/features/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the page a path names', async () => {
    renderSection(Section, { basePath: '/about-us' });
    expect(await screen.findByRole('link', { name: /back to home/i }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
