import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { SaveToggle } from './save-toggle';

/** The saved items' lookup, save and remove, keeping one member's saved targets. */
function fakeSavedItems(saved: Record<string, string> = {}) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const apiRequest = jest.fn(async (method: string, url: string, body?: Record<string, unknown>) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/saved-items/lookup') {
      const targets = (searchParams.get('targets') ?? '').split(',');
      return { items: targets.filter((target) => saved[target]).map((target) => ({ id: saved[target], targetId: target })) };
    }
    if (method === 'POST' && pathname === '/api/saved-items') {
      if (body?.kind === 'verse' && body.verse === 99) throw new ApiError(404, 'This verse was not found', { code: 'saved_verse_not_found' });
      const target = body?.kind === 'verse' ? `${body.translation}:${body.book}:${body.chapter}:${body.verse}` : String(body?.targetId);
      saved[target] = `saved-${target}`;
      return { id: saved[target] };
    }
    if (method === 'DELETE') {
      const id = pathname.split('/').at(-1);
      for (const [target, savedId] of Object.entries(saved)) if (savedId === id) delete saved[target];
      return undefined;
    }
    throw new Error(`not answered: ${method} ${url}`);
  });
  return { apiRequest, calls, saved };
}

describe('SaveToggle', () => {
  it('saves a request, shows it saved, and takes it off again', async () => {
    const api = fakeSavedItems();
    const toast = jest.fn();
    renderWithShell(<SaveToggle target={{ kind: 'prayer', id: 'prayer-1' }} />, { shell: { apiRequest: api.apiRequest as never, toast } });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(save));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'prayer', targetId: 'prayer-1' });
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(toast).toHaveBeenCalledWith({ title: 'Saved. Find it under Saved.' });

    await waitFor(() => expect(saved).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(saved));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(api.saved).toEqual({});
  });

  it('asks about every Save button of a page in one lookup per kind', async () => {
    const api = fakeSavedItems({ 'prayer-2': 'saved-2', 'web:PSA:23:1': 'saved-3' });
    renderWithShell(
      <>
        <SaveToggle target={{ kind: 'prayer', id: 'prayer-1' }} />
        <SaveToggle target={{ kind: 'prayer', id: 'prayer-2' }} />
        <SaveToggle target={{ kind: 'prayer', id: 'prayer-3' }} />
        <SaveToggle target={{ kind: 'verse', translation: 'web', book: 'PSA', chapter: 23, verse: 1 }} />
      </>,
      { shell: { apiRequest: api.apiRequest as never } },
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(2);
    expect(api.calls.map((call) => decodeURIComponent(call.url))).toEqual([
      '/api/saved-items/lookup?kind=prayer&targets=prayer-1,prayer-2,prayer-3',
      '/api/saved-items/lookup?kind=verse&targets=web:PSA:23:1',
    ]);
  });

  it('knows a verse saved before by its place, and says why a save failed', async () => {
    const api = fakeSavedItems({ 'web:JHN:3:16': 'saved-1' });
    const toast = jest.fn();
    renderWithShell(
      <>
        <SaveToggle target={{ kind: 'verse', translation: 'web', book: 'JHN', chapter: 3, verse: 16 }} />
        <SaveToggle target={{ kind: 'verse', translation: 'web', book: 'JHN', chapter: 3, verse: 99 }} />
      </>,
      { shell: { apiRequest: api.apiRequest as never, toast } },
    );
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    const missing = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(missing).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(missing));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' })));
  });
});
