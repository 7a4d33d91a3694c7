import { Route, Routes } from 'react-router-dom';
import { createSection, type ShellValue } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { PrayerCircleRoutes } from '../routes';
import { fakePrayerCircles, reader, type FakeCircle } from './fake-prayer-circles';

/** The circles below /prayer-wall/circles, as the worship section mounts them. */
const Section = createSection({
  '/prayer-wall': () => (
    <Routes>
      <Route path="circles/*" element={<PrayerCircleRoutes />} />
    </Routes>
  ),
});

/** Opens `route` with the fake's circles, as `me` sees them; answers the fake and the toasts shown. */
export function openCircles(
  options: { circles?: FakeCircle[]; route?: string; me?: typeof reader; shell?: Partial<ShellValue> } = {},
) {
  const fake = fakePrayerCircles(options.circles ?? [], options.me);
  const toast = jest.fn();
  renderSection(Section, {
    basePath: '/prayer-wall',
    route: options.route ?? '/prayer-wall/circles',
    shell: { apiRequest: fake.apiRequest as never, toast, ...options.shell },
  });
  return { ...fake, toast };
}
