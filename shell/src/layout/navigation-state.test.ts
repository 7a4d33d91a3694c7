import { act, renderHook } from '@testing-library/react';
import { initialNavigationState, NAVIGATION_STORAGE_KEY, parseNavigationState, togglePin, useNavigationState } from './navigation-state';

beforeEach(() => window.localStorage.clear());

describe('SPEC §5 pins', () => {
  it('keeps at most 3 pins; pinning a fourth drops the oldest', () => {
    expect(togglePin(['a', 'b', 'c'], 'd')).toEqual(['b', 'c', 'd']);
    expect(togglePin(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('unpins a pinned item', () => {
    expect(togglePin(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('SPEC §3 navigation state version 1', () => {
  it('reads a stored version 1 state', () => {
    const stored = { version: 1, expandedGroup: 'worship', pinned: ['home'], iconMode: true, tooltipsSeen: ['connect'] };
    expect(parseNavigationState(JSON.stringify(stored))).toEqual(stored);
  });

  it('starts afresh from another version, broken JSON or wrong shapes', () => {
    expect(parseNavigationState(JSON.stringify({ version: 2, pinned: ['x'] }))).toEqual(initialNavigationState);
    expect(parseNavigationState('{not json')).toEqual(initialNavigationState);
    expect(parseNavigationState(JSON.stringify({ version: 1, pinned: 'x', iconMode: 'yes' }))).toEqual(initialNavigationState);
  });

  it('persists expanded group, pins, icon mode and seen tooltips (SPEC §4 "Sidebar")', () => {
    const { result } = renderHook(() => useNavigationState());
    act(() => result.current.expandGroup('serve'));
    act(() => result.current.togglePin('events'));
    act(() => result.current.setIconMode(true));
    act(() => result.current.markTooltipSeen('serve'));
    expect(JSON.parse(window.localStorage.getItem(NAVIGATION_STORAGE_KEY)!)).toEqual({
      version: 1,
      expandedGroup: 'serve',
      pinned: ['events'],
      iconMode: true,
      tooltipsSeen: ['serve'],
    });
    const again = renderHook(() => useNavigationState());
    expect(again.result.current.state.pinned).toEqual(['events']);
  });
});
