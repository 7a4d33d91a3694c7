import { createSpeechPlayer, type SpeechQueue } from './speech-player';
import { FakeUtterance, fakeSpeechSynthesis } from '../testing/fake-speech';

const psalm: SpeechQueue = {
  key: 'web/PSA/23',
  title: 'Psalms 23',
  path: '/spiritual-audio?book=PSA&chapter=23',
  language: 'en',
  segments: [
    { id: '1', text: 'Yahweh is my shepherd.' },
    { id: '2', text: 'He makes me lie down in green pastures.' },
    { id: '3', text: 'He restores my soul.' },
  ],
};

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

function playerWith(voices?: Array<{ lang: string; name: string }>, storage = memoryStorage()) {
  const synthesis = fakeSpeechSynthesis(voices);
  const player = createSpeechPlayer({ speech: synthesis.speech, Utterance: FakeUtterance as never, storage });
  return { player, synthesis, storage };
}

describe('the speech player', () => {
  it('speaks one utterance per verse, in the text’s language, and follows the verse being read', () => {
    const { player, synthesis } = playerWith();
    player.play(psalm);
    expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(['Yahweh is my shepherd.']);
    expect(synthesis.spoken[0]!.lang).toBe('en');
    synthesis.start();
    expect(player.getState()).toMatchObject({ status: 'playing', position: 0 });
    synthesis.end();
    synthesis.start();
    expect(player.getState().position).toBe(1);
    expect(synthesis.spoken.map((utterance) => utterance.text)).toHaveLength(2);
    synthesis.end();
    synthesis.start();
    synthesis.end();
    expect(player.getState()).toMatchObject({ status: 'idle', position: null });
    expect(synthesis.spoken).toHaveLength(3);
  });

  it('pauses and resumes the voice, and stops where it was, to start there again', () => {
    const { player, synthesis } = playerWith();
    player.play(psalm);
    synthesis.start();
    synthesis.end();
    synthesis.start();
    player.pause();
    expect(synthesis.fake.pause).toHaveBeenCalled();
    expect(player.getState().status).toBe('paused');
    player.resume();
    expect(synthesis.fake.resume).toHaveBeenCalled();
    expect(player.getState().status).toBe('playing');

    player.stop();
    expect(synthesis.fake.cancel).toHaveBeenCalled();
    expect(player.getState()).toMatchObject({ status: 'idle', position: 1 });
    // The cancelled utterance's late end does not move the reading on.
    synthesis.end();
    expect(synthesis.spoken).toHaveLength(2);

    player.play(psalm, player.getState().position!);
    expect(synthesis.spoken.at(-1)!.text).toBe('He makes me lie down in green pastures.');
  });

  it('keeps a silence for a pause, then reads on', () => {
    jest.useFakeTimers();
    try {
      const { player, synthesis } = playerWith();
      player.play({ ...psalm, segments: [{ id: 'a', pauseSeconds: 2 }, { id: 'b', text: 'Amen.' }] });
      expect(player.getState().position).toBe(0);
      expect(synthesis.spoken).toHaveLength(0);
      jest.advanceTimersByTime(1999);
      expect(synthesis.spoken).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(['Amen.']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads with the chosen voice and speed, remembered, the speed kept within 0.75–1.5', () => {
    const voices = [
      { lang: 'en-US', name: 'First' },
      { lang: 'en-GB', name: 'Second' },
      { lang: 'fr-FR', name: 'Française' },
    ];
    const { player, synthesis, storage } = playerWith(voices);
    expect(player.voices('en').map((voice) => voice.name)).toEqual(['First', 'Second']);
    player.changeSettings({ rate: 3, voiceURI: 'Second' });
    expect(player.getSettings()).toEqual({ rate: 1.5, voiceURI: 'Second' });
    player.play(psalm);
    expect(synthesis.spoken[0]).toMatchObject({ rate: 1.5, voice: expect.objectContaining({ name: 'Second' }) });

    const again = createSpeechPlayer({ speech: synthesis.speech, Utterance: FakeUtterance as never, storage });
    expect(again.getSettings()).toEqual({ rate: 1.5, voiceURI: 'Second' });
    again.changeSettings({ rate: 0.5 });
    expect(again.getSettings().rate).toBe(0.75);
  });

  it('says when there is no speech synthesis, or no voice for the language', () => {
    expect(createSpeechPlayer({ speech: undefined, Utterance: undefined, storage: undefined }).availability('en')).toBe('unsupported');
    const { player } = playerWith([{ lang: 'fr-FR', name: 'Française' }]);
    expect(player.availability('en')).toBe('no-voice');
    expect(player.availability('fr')).toBe('ready');
  });
});
