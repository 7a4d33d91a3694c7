import { THEME_STORAGE_KEY } from '@koinonia/contracts';

/**
 * Runs in <head> before the page paints, so a dark-theme visitor never sees a light flash. SPEC §4: the
 * stored theme if valid (auto follows the system), else dark if the system prefers dark, else light from
 * 06:00 to 17:59 local time and dark at other hours. Inline, allowed by its hash in the page's CSP.
 */
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}),m=window.matchMedia('(prefers-color-scheme: dark)').matches,h=new Date().getHours();d.dataset.theme=t==='light'||t==='dark'?t:t==='auto'?(m?'dark':'light'):m?'dark':h>=6&&h<18?'light':'dark'}catch(e){}})();`;
