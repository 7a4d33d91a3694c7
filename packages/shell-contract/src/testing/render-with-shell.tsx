import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { ShellValue } from '../shell-context';
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
