import { AUDIO_SPEECH_RATE_MAX, AUDIO_SPEECH_RATE_MIN } from '@koinonia/contracts';

/**
 * The read-aloud player of /spiritual-audio and /audio-routines, over the browser's speech synthesis. One
 * utterance per segment (a verse, a prayer), so the one being read is known from its `onstart`; a pause is a
 * timer. It lives at module level, so reading goes on while the reader moves to another screen of the app.
 */
export interface SpeechSegment {
  /** What a screen finds the segment by (a verse number, an item's position). */
  id: string;
  /** Words to read; a pause has none. */
  text?: string;
  /** A silence of this many seconds instead of words. */
  pauseSeconds?: number;
  /** The words' language when it is not the queue's (a prayer the member wrote in their own). */
  language?: string;
}

export interface SpeechQueue {
  /** Which reading this is ("web/JHN/3", "routine/<id>"), so a screen knows whether the player reads its own. */
  key: string;
  /** Shown in the "Now playing" bar. */
  title: string;
  /** Where the "Now playing" bar leads back to. */
  path: string;
  /** The language of the words (a BCP 47 code, "en"). */
  language: string;
  segments: SpeechSegment[];
}

export type PlayerStatus = 'idle' | 'playing' | 'paused';

export interface PlayerState {
  status: PlayerStatus;
  queue: SpeechQueue | null;
  /** The segment being read (set when its utterance starts), or where reading stopped. */
  position: number | null;
}

export interface SpeechSettings {
  rate: number;
  /** The chosen voice's voiceURI, or null for the first voice of the text's language. */
  voiceURI: string | null;
}

/** What the page says when it cannot read aloud: no speech synthesis at all, or no voice for the language. */
export type SpeechAvailability = 'ready' | 'unsupported' | 'no-voice';

export interface SpeechEnvironment {
  speech: SpeechSynthesis | undefined;
  Utterance: typeof SpeechSynthesisUtterance | undefined;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

const SETTINGS_KEY = 'audioSettings';
export const DEFAULT_SPEECH_SETTINGS: SpeechSettings = { rate: 1, voiceURI: null };

export const clampRate = (rate: number) =>
  Number.isFinite(rate) ? Math.min(AUDIO_SPEECH_RATE_MAX, Math.max(AUDIO_SPEECH_RATE_MIN, rate)) : 1;

/** The voices that speak the language ("en" matches "en-US" and "en_GB"). */
export function voicesFor(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice[] {
  const wanted = language.toLowerCase();
  return voices.filter((voice) => {
    const spoken = voice.lang.toLowerCase().replace('_', '-');
    return spoken === wanted || spoken.startsWith(`${wanted}-`);
  });
}

export function createSpeechPlayer(environment: SpeechEnvironment) {
  const { speech, Utterance, storage } = environment;
  let state: PlayerState = { status: 'idle', queue: null, position: null };
  let settings = readSettings();
  const listeners = new Set<() => void>();
  // Every start or stop begins a new run: a cancelled utterance's late onend must not move the reading on.
  let run = 0;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;

  function readSettings(): SpeechSettings {
    try {
      const stored = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null') as Partial<SpeechSettings> | null;
      return {
        rate: clampRate(Number(stored?.rate ?? 1)),
        voiceURI: typeof stored?.voiceURI === 'string' ? stored.voiceURI : null,
      };
    } catch {
      return DEFAULT_SPEECH_SETTINGS;
    }
  }

  function change(next: Partial<PlayerState>) {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  function availability(language: string): SpeechAvailability {
    if (!speech || !Utterance) return 'unsupported';
    return voicesFor(speech.getVoices(), language).length > 0 ? 'ready' : 'no-voice';
  }

  function voiceFor(language: string): SpeechSynthesisVoice | undefined {
    const voices = speech ? voicesFor(speech.getVoices(), language) : [];
    return voices.find((voice) => voice.voiceURI === settings.voiceURI) ?? voices[0];
  }

  function finish(thisRun: number) {
    if (thisRun !== run) return;
    change({ status: 'idle', position: null });
  }

  function readFrom(index: number, thisRun: number) {
    const queue = state.queue;
    if (thisRun !== run || !queue || !speech || !Utterance) return;
    const segment = queue.segments[index];
    if (!segment) return finish(thisRun);
    if (segment.pauseSeconds !== undefined || !segment.text) {
      change({ position: index });
      pauseTimer = setTimeout(() => readFrom(index + 1, thisRun), (segment.pauseSeconds ?? 0) * 1000);
      return;
    }
    const language = segment.language ?? queue.language;
    const utterance = new Utterance(segment.text);
    utterance.lang = language;
    utterance.rate = settings.rate;
    const voice = voiceFor(language);
    if (voice) utterance.voice = voice;
    utterance.onstart = () => {
      if (thisRun === run) change({ position: index });
    };
    utterance.onend = () => readFrom(index + 1, thisRun);
    utterance.onerror = (event) => {
      // A cancel (stop, or another reading taking over) ends the run; anything else skips to the next segment.
      if (event.error === 'canceled' || event.error === 'interrupted') return;
      readFrom(index + 1, thisRun);
    };
    speech.speak(utterance);
  }

  function silence() {
    run += 1;
    clearTimeout(pauseTimer);
    speech?.cancel();
  }

  return {
    getState: () => state,
    getSettings: () => settings,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    availability,
    voices: (language: string) => (speech ? voicesFor(speech.getVoices(), language) : []),
    /** Reads the queue from a segment (its first by default), replacing whatever was being read. */
    play(queue: SpeechQueue, startAt = 0) {
      silence();
      change({ status: 'playing', queue, position: startAt });
      readFrom(startAt, run);
    },
    pause() {
      if (state.status !== 'playing') return;
      clearTimeout(pauseTimer);
      speech?.pause();
      change({ status: 'paused' });
    },
    resume() {
      if (state.status !== 'paused' || state.position === null) return;
      change({ status: 'playing' });
      const segment = state.queue?.segments[state.position];
      // A silence starts again whole; words carry on from where the voice paused.
      if (segment?.pauseSeconds !== undefined) readFrom(state.position, run);
      else speech?.resume();
    },
    /** Stops reading; the position stays, so Play starts again at the segment that was being read. */
    stop() {
      silence();
      change({ status: 'idle' });
    },
    changeSettings(next: Partial<SpeechSettings>) {
      settings = { ...settings, ...next, rate: clampRate(next.rate ?? settings.rate) };
      storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
      listeners.forEach((listener) => listener());
    },
  };
}

export type SpeechPlayer = ReturnType<typeof createSpeechPlayer>;
