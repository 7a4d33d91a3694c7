import { act, renderHook } from '@testing-library/react';
import { DEMO_TRIGGER_ID, DEMO_USER, useDemoTrigger } from './demo-mode';

describe('SPEC §2, §4 demo mode', () => {
  it('follows the presence of an element with the demo-trigger id', async () => {
    const { result } = renderHook(() => useDemoTrigger());
    expect(result.current).toBe(false);
    const trigger = document.createElement('div');
    trigger.id = DEMO_TRIGGER_ID;
    await act(async () => {
      document.body.append(trigger);
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
    await act(async () => {
      trigger.remove();
      await Promise.resolve();
    });
    expect(result.current).toBe(false);
  });

  it('SPEC §3: the demo user has role member', () => {
    expect(DEMO_USER.role).toBe('member');
  });
});
