import { useLanguage } from '@koinonia/shell-contract';
import { Alert } from '@koinonia/ui';
import type { SpeechAvailability } from '../player/speech-player';

/** Says plainly why nothing can be read aloud: no speech synthesis in this browser, or no voice for the language. */
export function SpeechNotice({ availability, languageName }: { availability: SpeechAvailability; languageName: string }) {
  const { t } = useLanguage();
  if (availability === 'ready') return null;
  return (
    <Alert>
      {availability === 'unsupported'
        ? t('audio.unsupported', 'This browser cannot read aloud (it has no speech synthesis). Try another browser, such as a recent Chrome, Edge or Safari.')
        : t('audio.noVoice', 'This device has no voice for {language}. Add one in your system’s speech settings, then reload the page.', {
            language: languageName,
          })}
    </Alert>
  );
}
