import type { ComponentType } from 'react';

/** What every remote's exposed ./Section receives: the top-level path it was mounted at. */
export interface RemoteSectionProps {
  basePath: string;
}
export type RemoteSectionComponent = ComponentType<RemoteSectionProps>;

/** A remote's pages, one per top-level path it owns; sub-paths are relative routes inside each page. */
export type SectionPages = Readonly<Record<string, ComponentType>>;
