import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { FakeUtterance, fakeSpeechSynthesis } from '../testing/fake-speech';
import { forgetSpeechPlayer } from '../player/use-speech-player';
import { AudioRoutinesRoutes } from '../routes';
import { audioRoutine, fakeAudio } from '../testing/fake-audio';

const Section = createSection({ '/audio-routines': AudioRoutinesRoutes });

function openRoutines(routines = [audioRoutine()], route = '/audio-routines') {
  const synthesis = fakeSpeechSynthesis();
  Object.assign(window, { speechSynthesis: synthesis.speech, SpeechSynthesisUtterance: FakeUtterance });
  forgetSpeechPlayer();
  const audio = fakeAudio(routines);
  renderSection(Section, { basePath: '/audio-routines', route, shell: { apiRequest: audio.apiRequest as never } });
  return { audio, synthesis };
}

const itemTexts = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent);

afterEach(() => {
  forgetSpeechPlayer();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

describe('audio routines (/audio-routines)', () => {
  it('lists the member’s routines, each a link to its page', async () => {
    openRoutines();
    expect(await screen.findByRole('link', { name: 'Morning' })).toBeTruthy();
    expect(screen.getByText('Items: 2')).toBeTruthy();
  });

  it('says so when there is no routine yet, and makes one', async () => {
    const { audio } = openRoutines([]);
    expect(await screen.findByText('You have no audio routine yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create routine' }));
    expect(screen.getByText('Give the routine a name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Evening' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create routine' }));
    expect(await screen.findByRole('heading', { name: 'Evening', level: 1 })).toBeTruthy();
    expect(audio.calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Evening', items: [] });
    expect(screen.getByText(/This routine has no items yet/)).toBeTruthy();
  });

  it('adds a passage read in the reader’s words, a prayer and a pause, reorders and removes them, each saved', async () => {
    const { audio } = openRoutines([audioRoutine({ items: [] })], '/audio-routines/00000000-0000-4000-8000-000000000101');
    await screen.findByRole('heading', { name: 'Morning', level: 1 });

    fireEvent.change(screen.getByLabelText('Reference (e.g. Psalm 23)'), { target: { value: 'Hezekiah 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(/We could not read “Hezekiah 4”/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reference (e.g. Psalm 23)'), { target: { value: 'jn 3:16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(itemTexts()).toEqual(['Passage: John 3:16']));
    expect(audio.routines[0]!.items).toEqual([{ kind: 'passage', reference: 'John 3:16' }]);

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'prayer' } });
    fireEvent.change(screen.getByLabelText('Your prayer'), { target: { value: 'Thank you.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(itemTexts()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'pause' } });
    fireEvent.change(screen.getByLabelText('Seconds of silence'), { target: { value: '301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('A pause lasts from 1 to 300 seconds')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Seconds of silence'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(itemTexts()).toEqual(['Passage: John 3:16', 'Prayer: Thank you.', 'Pause: 5 s']));

    const up = screen.getByRole('button', { name: 'Move item 3 up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(itemTexts()).toEqual(['Passage: John 3:16', 'Pause: 5 s', 'Prayer: Thank you.']));
    // Focus stays with the moved item.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move item 2 up' })));
    await waitFor(() => expect(audio.routines[0]!.items.map((item) => item.kind)).toEqual(['passage', 'pause', 'prayer']));
    expect((screen.getByRole('button', { name: 'Move item 1 up' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await waitFor(() => expect(itemTexts()).toEqual(['Pause: 5 s', 'Prayer: Thank you.']));
    await waitFor(() => expect(audio.routines[0]!.items).toHaveLength(2));
  });

  it('plays the routine in order: the passage’s verses, then the prayer, marking the item being played', async () => {
    const { synthesis } = openRoutines(undefined, '/audio-routines/00000000-0000-4000-8000-000000000101');
    await screen.findByRole('heading', { name: 'Morning', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(synthesis.spoken).toHaveLength(1));
    expect(synthesis.spoken[0]!.text).toBe('Psalms 23 verse 1.');
    act(() => synthesis.start());
    expect(screen.getByText('Now playing item 1')).toBeTruthy();
    act(() => {
      synthesis.end();
      synthesis.start();
      synthesis.end();
      synthesis.start();
    });
    expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(['Psalms 23 verse 1.', 'Psalms 23 verse 2.', 'Lord, guide this day.']);
    expect(screen.getByText('Now playing item 2')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('renames and deletes a routine', async () => {
    const { audio } = openRoutines(undefined, '/audio-routines/00000000-0000-4000-8000-000000000101');
    await screen.findByRole('heading', { name: 'Morning', level: 1 });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Dawn', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete routine' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no audio routine yet')).toBeTruthy();
    expect(audio.routines).toEqual([]);
  });
});
