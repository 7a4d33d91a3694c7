import { useLocation } from 'react-router-dom';
import { NowPlayingBar } from './NowPlayingBar';

/** The audio screens, which show the player's bar themselves. */
const AUDIO_PATHS = ['/spiritual-audio', '/audio-routines'];

/**
 * Beside every other screen of the worship section: what is being read aloud, with pause, resume and stop, so the
 * reading goes on while the member moves about, and can be paused and resumed from anywhere.
 */
export function NowPlayingElsewhere() {
  const { pathname } = useLocation();
  if (AUDIO_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;
  return <NowPlayingBar docked />;
}
