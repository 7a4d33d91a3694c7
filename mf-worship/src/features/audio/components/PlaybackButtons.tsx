import { useLanguage } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useSpeechPlayer } from '../player/use-speech-player';
import { ButtonRow } from './parts';

/**
 * Play (from where this reading stopped), pause, resume and stop for one reading (`queueKey`). While the player
 * reads something else, Play here takes over.
 */
export function PlaybackButtons({ queueKey, disabled, onPlay, children }: { queueKey: string; disabled: boolean; onPlay(): void; children?: React.ReactNode }) {
  const { t } = useLanguage();
  const { player, state } = useSpeechPlayer();
  const ours = state.queue?.key === queueKey;
  const status = ours ? state.status : 'idle';
  return (
    <ButtonRow>
      {status === 'idle' && (
        <Button type="button" disabled={disabled} onClick={onPlay}>
          {t('audio.play', 'Play')}
        </Button>
      )}
      {status === 'playing' && (
        <Button type="button" onClick={() => player.pause()}>
          {t('audio.pause', 'Pause')}
        </Button>
      )}
      {status === 'paused' && (
        <Button type="button" onClick={() => player.resume()}>
          {t('audio.resume', 'Resume')}
        </Button>
      )}
      <Button type="button" $variant="secondary" disabled={status === 'idle'} onClick={() => player.stop()}>
        {t('audio.stop', 'Stop')}
      </Button>
      {children}
    </ButtonRow>
  );
}
