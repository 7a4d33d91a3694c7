import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useSpeechPlayer } from '../player/use-speech-player';
import { ButtonRow } from './parts';

const Bar = styled.aside<{ $docked?: boolean }>`
  /* Docked: it stays in sight at the foot of the screen while the member reads something else. */
  position: ${({ $docked }) => ($docked ? 'sticky' : 'static')};
  bottom: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ $docked, theme }) => ($docked ? theme.space(6) : 0)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * What the player is reading when it is not this screen's own reading, with its controls and a way back to it;
 * `docked` keeps it at the foot of a screen that is not audio's.
 */
export function NowPlayingBar({ unlessKey, docked = false }: { unlessKey?: string; docked?: boolean }) {
  const { t } = useLanguage();
  const { player, state } = useSpeechPlayer();
  if (!state.queue || state.status === 'idle' || state.queue.key === unlessKey) return null;
  return (
    <Bar aria-label={t('audio.nowPlaying', 'Now playing')} $docked={docked}>
      <span>
        <strong>{t('audio.nowPlaying', 'Now playing')}:</strong> <Link to={state.queue.path}>{state.queue.title}</Link>
      </span>
      <ButtonRow>
        {state.status === 'playing' ? (
          <Button type="button" $variant="secondary" onClick={() => player.pause()}>
            {t('audio.pause', 'Pause')}
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => player.resume()}>
            {t('audio.resume', 'Resume')}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={() => player.stop()}>
          {t('audio.stop', 'Stop')}
        </Button>
      </ButtonRow>
    </Bar>
  );
}
