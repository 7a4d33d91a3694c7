import { screen } from '@testing-library/react';
import { createSection } from './section';
import { renderSection } from './testing';

const Journal = () => <h1>Journal</h1>;
const Prayers = () => <h1>Prayers</h1>;
const NowPlaying = () => <aside aria-label="Now playing">Psalms 23</aside>;

describe('createSection', () => {
  it('shows the feature of the path the shell mounted, with the background beside it', async () => {
    const Section = createSection({ '/soap': Journal, '/prayer-wall': Prayers }, { background: NowPlaying });
    renderSection(Section, { basePath: '/prayer-wall' });
    expect(await screen.findByRole('heading', { name: 'Prayers' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Now playing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Journal' })).toBeNull();
  });

  it('says a path it does not know is not found, never another screen', async () => {
    const Section = createSection({ '/soap': Journal });
    renderSection(Section, { basePath: '/soap-journal' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Journal' })).toBeNull();
  });
});
