import { screen, within } from '@testing-library/react';
import { renderSection } from '@koinonia/shell-contract/testing';
import { fakePrayerWall, prayer } from './features/prayer-wall/testing/fake-prayer-wall';
import { circle, circlePrayer, fakePrayerCircles } from './features/prayer-circles/testing/fake-prayer-circles';
import { fakeSoapJournal, soapEntry } from './features/soap-journal/testing/fake-soap-journal';
import { audioRoutine, fakeAudio } from './features/audio/testing/fake-audio';
import Section from './Section';

const shell = () => ({ apiRequest: fakePrayerWall([prayer({ title: 'Healing for my mother' })]).apiRequest as never });

describe('the worship section', () => {
  it('shows the prayer wall at /prayer-wall and /prayer', async () => {
    renderSection(Section, { basePath: '/prayer', shell: shell() });
    expect(await screen.findByRole('heading', { name: 'Prayer Wall' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Healing for my mother' })).toBeTruthy();
  });

  it('shows the dashboard with the latest requests', async () => {
    renderSection(Section, { basePath: '/dashboard', shell: shell() });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Healing for my mother' })).toBeTruthy();
  });

  it('says a page is not found for a path it owns but does not know, never another screen', async () => {
    renderSection(Section, { basePath: '/prayer-wall', route: '/prayer-wall/nothing-here', shell: shell() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Prayer Wall' })).toBeNull();
    renderSection(Section, { basePath: '/video-library', shell: shell() });
    expect(screen.getAllByRole('heading', { name: 'Page not found' })).toHaveLength(2);
  });
});

describe('the S.O.A.P. journal in the worship section', () => {
  it.each(['/soap', '/soap-journal'])('shows the journal at %s', async (basePath) => {
    const { apiRequest } = fakeSoapJournal([soapEntry({ scripture: 'Psalms 23' })]);
    renderSection(Section, { basePath, shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'S.O.A.P. Journal', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Psalms 23' })).toBeTruthy();
  });
});

describe('the prayer circles in the worship section', () => {
  it.each(['/prayer-wall', '/prayer'])('shows the reader’s circles below %s/circles', async (basePath) => {
    const partners = circle({ name: 'Tuesday prayer partners' });
    const { apiRequest } = fakePrayerCircles([partners]);
    renderSection(Section, { basePath, route: `${basePath}/circles`, shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'Prayer circles', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tuesday prayer partners' })).toBeTruthy();
  });

  it('shows a circle’s requests as the wall does, with its actions', async () => {
    const partners = circle({ feed: [circlePrayer({ title: 'Wisdom for a hard conversation' })] });
    const { apiRequest } = fakePrayerCircles([partners]);
    renderSection(Section, {
      basePath: '/prayer-wall',
      route: `/prayer-wall/circles/${partners.id}`,
      shell: { apiRequest: apiRequest as never },
    });
    const request = await screen.findByRole('article', { name: 'Wisdom for a hard conversation' });
    expect(await within(request).findByRole('button', { name: 'I prayed' })).toBeTruthy();
  });

  it('says a page is not found for a path below the circles it does not know', async () => {
    const { apiRequest } = fakePrayerCircles([]);
    renderSection(Section, {
      basePath: '/prayer-wall',
      route: '/prayer-wall/circles/join/a/b',
      shell: { apiRequest: apiRequest as never },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the audio pages in the worship section', () => {
  it('reads aloud at /spiritual-audio and keeps the routines at /audio-routines', async () => {
    const { apiRequest } = fakeAudio([audioRoutine({ name: 'Morning' })]);
    renderSection(Section, { basePath: '/spiritual-audio', shell: { apiRequest: apiRequest as never } });
    // The feature's chunk loads on first entry: a busy machine may take more than the default second.
    expect(await screen.findByRole('heading', { name: 'Spiritual audio', level: 1 }, { timeout: 5000 })).toBeTruthy();
    renderSection(Section, { basePath: '/audio-routines', shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('link', { name: 'Morning' }, { timeout: 5000 })).toBeTruthy();
  });
});
