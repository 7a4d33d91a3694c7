/**
 * SPEC §2: when the app cannot start, a plain page (no React, no theme: those may be what failed) says so
 * and offers a refresh.
 */
export function renderStartupFailure(container: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  container.replaceChildren();
  const page = document.createElement('main');
  page.setAttribute('role', 'alert');
  page.style.cssText = 'font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:1.5rem;text-align:center';
  const title = document.createElement('h1');
  title.textContent = 'Loading error. Please refresh the page.';
  const detail = document.createElement('p');
  detail.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Refresh Page';
  button.addEventListener('click', () => window.location.reload());
  page.append(title, detail, button);
  container.append(page);
}
