import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { Prayer } from '@koinonia/contracts';
import { SectionRoutes } from '@koinonia/shell-contract';
import { SavedPage } from './pages/SavedPage';

/**
 * Saved items below /saved: all of them, and each kind on its own path (SPEC §2 /saved/prayers, /saved/reflections;
 * /saved/verses too). The section hands in how a prayer request is shown (the wall's own card).
 */
export function SavedRoutes({ renderPrayer }: { renderPrayer?(prayer: Prayer): ReactNode }) {
  return (
    <SectionRoutes>
      <Route index element={<SavedPage renderPrayer={renderPrayer} />} />
      <Route path="prayers" element={<SavedPage kind="prayer" renderPrayer={renderPrayer} />} />
      <Route path="verses" element={<SavedPage kind="verse" />} />
      <Route path="reflections" element={<SavedPage kind="reflection" />} />
    </SectionRoutes>
  );
}
