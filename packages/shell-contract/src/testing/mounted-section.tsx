import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteSectionProps } from '../section';

/** A section mounted as the shell mounts it: at `<basePath>/*`, so its relative routes resolve below it. */
export function MountedSection({ Section, basePath }: { Section: ComponentType<RemoteSectionProps>; basePath: string }) {
  return (
    <Routes>
      <Route path={`${basePath}/*`} element={<Section basePath={basePath} />} />
    </Routes>
  );
}
