import { useId } from 'react';
import { useLanguage } from '@koinonia/shell-contract';
import { Muted, Stack } from '@koinonia/ui';
import { useSpeechPlayer } from '../player/use-speech-player';
import { Choices, Select } from './parts';

const speeds = [0.75, 1, 1.25, 1.5];

/** The voice (among those of the text's language) and the speed; the player remembers both. */
export function VoiceSettings({ voices, languageName }: { voices: SpeechSynthesisVoice[]; languageName: string }) {
  const { t } = useLanguage();
  const { player, settings } = useSpeechPlayer();
  const voiceId = useId();
  const speedId = useId();
  const chosen = voices.find((voice) => voice.voiceURI === settings.voiceURI) ?? voices[0];
  return (
    <Stack $gap={2}>
      <Choices>
        <label htmlFor={voiceId}>
          {t('audio.voice', 'Voice')}
          <Select
            id={voiceId}
            value={chosen?.voiceURI ?? ''}
            disabled={voices.length === 0}
            onChange={(event) => player.changeSettings({ voiceURI: event.target.value })}
          >
            {voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor={speedId}>
          {t('audio.speed', 'Speed')}
          <Select id={speedId} value={String(settings.rate)} onChange={(event) => player.changeSettings({ rate: Number(event.target.value) })}>
            {speeds.map((speed) => (
              <option key={speed} value={String(speed)}>
                {`${speed}×`}
              </option>
            ))}
          </Select>
        </label>
      </Choices>
      <Muted>{t('audio.voiceLanguage', 'The text is in {language}, so the voices offered speak {language}.', { language: languageName })}</Muted>
    </Stack>
  );
}
