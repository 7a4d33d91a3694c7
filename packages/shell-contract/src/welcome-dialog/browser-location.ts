import { useEffect, useState } from 'react';
import { FALLBACK_TIMEZONE, GEOLOCATION_MAXIMUM_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@koinonia/contracts';

export interface BrowserLocation {
  timezone: string;
  position?: { latitude: number; longitude: number };
}

/** SPEC §7: the browser's timezone, falling back to UTC. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIMEZONE;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

/**
 * SPEC §7, §9: the browser's position (timeout 5 s, at most 5 minutes old), but only when the visitor has
 * already allowed this site to know it: a permission prompt on a first visit, before the visitor has done
 * anything, would be the opposite of a welcome. Undefined when not allowed, unavailable or too slow.
 */
export async function grantedPosition(): Promise<BrowserLocation['position']> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return undefined;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return undefined;
    return await new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        () => resolve(undefined),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
      );
    });
  } catch {
    return undefined;
  }
}

/** The location to ask localization data for; undefined while the position is being read. */
export function useBrowserLocation(): BrowserLocation | undefined {
  const [location, setLocation] = useState<BrowserLocation>();
  useEffect(() => {
    let active = true;
    void grantedPosition().then((position) => {
      if (active) setLocation({ timezone: browserTimezone(), ...(position ? { position } : {}) });
    });
    return () => {
      active = false;
    };
  }, []);
  return location;
}
