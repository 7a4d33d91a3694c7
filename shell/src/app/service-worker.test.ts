import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { readAgainThroughWorker } from './service-worker';

describe('reading again through a service worker that just took the page over', () => {
  it('waits for a read on its way, then makes it again (joining it would never pass through the worker)', async () => {
    const queryClient = new QueryClient();
    let finish: (value: string) => void = () => undefined;
    const queryFn = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: ['/api/soap-entries'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);

    readAgainThroughWorker(queryClient);
    expect(queryFn).toHaveBeenCalledTimes(1);
    finish('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryFn).toHaveBeenCalledTimes(2);
    finish('again');
    stop();
  });

  it('reads again at once when nothing is on its way', async () => {
    const queryClient = new QueryClient();
    const queryFn = jest.fn(async () => 'kept');
    const observer = new QueryObserver(queryClient, { queryKey: ['/api/auth/user'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    readAgainThroughWorker(queryClient);
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });
});
