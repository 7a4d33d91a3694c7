import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '@koinonia/ui';
import type { ToastInput } from '@koinonia/shell-contract';
import { useToaster } from './Toaster';

let show: (toast: ToastInput) => void = () => undefined;
function Harness() {
  const { toast, region } = useToaster();
  show = toast;
  return region;
}
const renderToaster = () =>
  render(
    <ThemeProvider theme={createTheme('light')}>
      <Harness />
    </ThemeProvider>,
  );
const visibleToasts = () => screen.queryAllByRole('status').filter((toast) => toast.getAttribute('data-state') === 'open');

// jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe is measured by.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SPEC §4, §9 toasts', () => {
  it('shows at most one toast: a new one replaces the last', () => {
    renderToaster();
    act(() => show({ title: 'Notification marked as read' }));
    act(() => show({ title: 'All notifications marked as read' }));
    expect(visibleToasts().map((toast) => toast.textContent)).toEqual(['All notifications marked as read×']);
  });

  it('displays a toast for 5000 ms and removes it 5000 ms after dismissal', () => {
    renderToaster();
    act(() => show({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(4_999));
    expect(visibleToasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleToasts()).toHaveLength(0);
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('dismisses on a swipe right past 50 px, not on a shorter one', () => {
    renderToaster();
    act(() => show({ title: 'Swipe me' }));
    const toast = visibleToasts()[0]!;
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('focuses the toast region on F8', () => {
    renderToaster();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Notifications (F8)' }));
  });

  it('marks a destructive toast as an alert', () => {
    renderToaster();
    act(() => show({ title: 'Could not save', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });
});
