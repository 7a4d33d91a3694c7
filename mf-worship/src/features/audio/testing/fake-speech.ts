/**
 * A fake of the browser's speech synthesis for tests (jsdom has none): it keeps what was spoken, and the test
 * says when the current utterance starts and ends.
 */
export class FakeUtterance {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

export function fakeSpeechSynthesis(voices: Array<{ lang: string; name: string }> = [{ lang: 'en-US', name: 'Reader' }]) {
  const spoken: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  let current: FakeUtterance | undefined;
  const speech = {
    paused: false,
    speaking: false,
    getVoices: () => voices.map((voice) => ({ ...voice, voiceURI: voice.name, default: false, localService: true })),
    speak: jest.fn((utterance: FakeUtterance) => {
      spoken.push(utterance);
      current = utterance;
    }),
    cancel: jest.fn(() => {
      const cancelled = current;
      current = undefined;
      cancelled?.onerror?.({ error: 'canceled' });
    }),
    pause: jest.fn(() => {
      speech.paused = true;
    }),
    resume: jest.fn(() => {
      speech.paused = false;
    }),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    speech: speech as unknown as SpeechSynthesis,
    fake: speech,
    spoken,
    /** The current utterance begins. */
    start: () => current?.onstart?.(),
    /** The current utterance ends (the player then speaks the next). */
    end: () => {
      const ended = current;
      current = undefined;
      ended?.onend?.();
    },
  };
}
