import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSpeechPlayer, type SpeechAvailability, type SpeechPlayer } from './speech-player';

let shared: SpeechPlayer | undefined;

/** The one player of the page: made at first use, so it keeps reading while the reader moves around the app. */
export function speechPlayer(): SpeechPlayer {
  shared ??= createSpeechPlayer({
    speech: typeof window !== 'undefined' ? window.speechSynthesis : undefined,
    Utterance: typeof window !== 'undefined' ? window.SpeechSynthesisUtterance : undefined,
    storage: typeof window !== 'undefined' ? window.localStorage : undefined,
  });
  return shared;
}

/** Tests install a fake speech synthesis on window, then forget the player so the next use takes it. */
export function forgetSpeechPlayer() {
  shared?.stop();
  shared = undefined;
}

/** The player, its state and settings, the screen drawn again whenever they change. */
export function useSpeechPlayer() {
  const player = speechPlayer();
  const state = useSyncExternalStore(player.subscribe, player.getState);
  const settings = useSyncExternalStore(player.subscribe, player.getSettings);
  return { player, state, settings };
}

/**
 * The voices of a language and whether reading aloud is possible. Browsers load their voices late
 * (`voiceschanged`), so both are read again when the list arrives.
 */
export function useVoices(language: string): { availability: SpeechAvailability; voices: SpeechSynthesisVoice[] } {
  const player = speechPlayer();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const speech = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!speech?.addEventListener) return undefined;
    const loaded = () => setLoaded((count) => count + 1);
    speech.addEventListener('voiceschanged', loaded);
    return () => speech.removeEventListener('voiceschanged', loaded);
  }, []);
  return { availability: player.availability(language), voices: player.voices(language) };
}
