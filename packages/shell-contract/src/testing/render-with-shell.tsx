import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RemoteSectionProps } from '../section';
import type { ShellValue } from '../shell-context';
import { MountedSection } from './mounted-section';
import { createShellValue, testUser } from './test-shell-value';
import { TestShell } from './TestShell';

/** Renders a remote's component inside the shell's providers (DESIGN: renderWithShell for remotes' tests). */
export function renderWithShell(ui: ReactElement, options: { shell?: Partial<ShellValue>; route?: string } = {}) {
  const value = createShellValue({ user: testUser(), ...options.shell });
  return render(
    <TestShell value={value} route={options.route}>
      {ui}
    </TestShell>,
  );
}

/** Renders a remote's ./Section mounted at `basePath` as the shell mounts it, at `route` (default: basePath). */
export function renderSection(
  Section: ComponentType<RemoteSectionProps>,
  options: { basePath: string; route?: string; shell?: Partial<ShellValue> },
) {
  return renderWithShell(<MountedSection Section={Section} basePath={options.basePath} />, {
    shell: options.shell,
    route: options.route ?? options.basePath,
  });
}
