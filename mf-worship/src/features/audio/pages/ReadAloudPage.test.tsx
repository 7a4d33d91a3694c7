import { act, fireEvent, screen, within } from '@testing-library/react';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { FakeUtterance, fakeSpeechSynthesis } from '../testing/fake-speech';
import { forgetSpeechPlayer } from '../player/use-speech-player';
import { ReadAloudRoutes } from '../routes';
import { fakeAudio } from '../testing/fake-audio';

const Section = createSection({ '/spiritual-audio': ReadAloudRoutes });

function installSpeech(voices?: Array<{ lang: string; name: string }>) {
  const synthesis = fakeSpeechSynthesis(voices);
  Object.assign(window, { speechSynthesis: synthesis.speech, SpeechSynthesisUtterance: FakeUtterance });
  forgetSpeechPlayer();
  return synthesis;
}

function openPage(route = '/spiritual-audio?translation=web&book=PSA&chapter=23') {
  const audio = fakeAudio();
  renderSection(Section, { basePath: '/spiritual-audio', route, shell: { apiRequest: audio.apiRequest as never } });
  return audio;
}

const verse = (number: number) => within(screen.getByRole('list', { name: 'Chapter text' })).getAllByRole('listitem')[number - 1]!;

afterEach(() => {
  forgetSpeechPlayer();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  localStorage.clear();
});

describe('the read-aloud page (/spiritual-audio)', () => {
  it('reads the chapter a verse at a time, marking the verse being read, and pauses, resumes and stops', async () => {
    const synthesis = installSpeech();
    openPage();
    expect(await screen.findByText('Psalms 23:1 text.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(['Psalms 23:1 text.']);

    act(() => synthesis.start());
    expect(verse(1).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Now reading verse 1')).toBeTruthy();
    act(() => {
      synthesis.end();
      synthesis.start();
    });
    expect(verse(1).getAttribute('aria-current')).toBeNull();
    expect(verse(2).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Now reading verse 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(synthesis.fake.pause).toHaveBeenCalled();
    expect(screen.getByText('Paused at verse 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(synthesis.fake.resume).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synthesis.fake.cancel).toHaveBeenCalled();
    expect(verse(2).getAttribute('aria-current')).toBeNull();
    // Play again starts where it stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(synthesis.spoken.at(-1)!.text).toBe('Psalms 23:2 text.');
  });

  it('offers the voices of the text’s language, says so, and remembers the speed', async () => {
    installSpeech([
      { lang: 'en-GB', name: 'Daniel' },
      { lang: 'fr-FR', name: 'Amélie' },
    ]);
    openPage();
    await screen.findByText('Psalms 23:1 text.');
    const voices = within(screen.getByLabelText('Voice')).getAllByRole('option').map((option) => option.textContent);
    expect(voices).toEqual(['Daniel (en-GB)']);
    expect(screen.getByText(/The text is in English/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '1.25' } });
    expect(JSON.parse(localStorage.getItem('audioSettings')!)).toMatchObject({ rate: 1.25 });
  });

  it('goes to the next chapter and keeps reading there', async () => {
    const synthesis = installSpeech();
    openPage();
    await screen.findByText('Psalms 23:1 text.');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => synthesis.start());
    fireEvent.click(screen.getByRole('button', { name: 'Next chapter' }));
    expect(await screen.findByText('Psalms 24:1 text.')).toBeTruthy();
    expect(synthesis.spoken.at(-1)!.text).toBe('Psalms 24:1 text.');
  });

  it('says plainly when the browser cannot speak, and offers no Play', async () => {
    forgetSpeechPlayer();
    openPage();
    expect(await screen.findByText(/This browser cannot read aloud/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when no voice speaks the text’s language', async () => {
    installSpeech([{ lang: 'fr-FR', name: 'Amélie' }]);
    openPage();
    expect(await screen.findByText(/This device has no voice for English/)).toBeTruthy();
  });
});
