import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { SoapJournalRoutes } from '../routes';
import { entryMarkdown } from '../entry-markdown';
import { fakeSoapJournal, soapEntry } from '../testing/fake-soap-journal';

const Section = createSection({ '/soap': SoapJournalRoutes });

const CIRCLE = { id: '00000000-0000-4000-8000-0000000c0001', name: 'Tuesday prayer partners' };

function openEntry(entry = soapEntry({ scripture: 'John 3:16' })) {
  const journal = fakeSoapJournal([entry], [CIRCLE]);
  const toast = jest.fn();
  renderSection(Section, {
    basePath: '/soap',
    route: `/soap/${entry.id}`,
    shell: { apiRequest: journal.apiRequest as never, toast },
  });
  return { ...journal, toast, entry };
}

describe('a S.O.A.P. entry (/soap/:entryId)', () => {
  it('shows the passage and the three sections', async () => {
    openEntry();
    expect(await screen.findByRole('heading', { name: 'John 3:16', level: 1 })).toBeTruthy();
    expect(await screen.findByText('The text of John 3:16.')).toBeTruthy();
    for (const heading of ['Scripture', 'Observation', 'Application', 'Prayer'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('Love others today')).toBeTruthy();
  });

  it('downloads the entry as Markdown, and prints', async () => {
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:entry';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openEntry();
    await screen.findByText('The text of John 3:16.');
    fireEvent.click(screen.getByRole('button', { name: 'Download as Markdown' }));
    expect(click).toHaveBeenCalled();
    const markdown = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(markdown).toContain('# John 3:16');
    expect(markdown).toContain('> <sup>16</sup> The text of John 3:16.');
    expect(markdown).toContain('## Observation\n\nGod so loved the world');
    expect(markdown).toContain('## Prayer\n\nThank you, Lord');
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it('deletes the entry once asked and confirmed, and goes back to the list', async () => {
    const { toast, entries } = openEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this entry?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(entries()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'The entry is deleted' }));
    expect(entries()).toEqual([]);
    expect(await screen.findByText('Your journal is empty')).toBeTruthy();
  });

  it('says an entry that is not the reader’s was not found', async () => {
    const journal = fakeSoapJournal([]);
    renderSection(Section, {
      basePath: '/soap',
      route: '/soap/00000000-0000-4000-8000-999999999999',
      shell: { apiRequest: journal.apiRequest as never },
    });
    expect(await screen.findByText('This journal entry was not found')).toBeTruthy();
  });
});

describe('the Markdown of an entry', () => {
  it('leaves out empty sections and names an entry without a passage', () => {
    const labels = {
      untitled: 'No passage yet',
      scripture: 'Scripture',
      observation: 'Observation',
      application: 'Application',
      prayer: 'Prayer',
      written: 'Written',
    };
    const markdown = entryMarkdown(
      soapEntry({ scripture: '', passage: null, application: '', prayer: '' }),
      [],
      labels,
      '20 November 2026',
    );
    expect(markdown).toBe(
      '# No passage yet\n\n*Written: 20 November 2026*\n\n## Observation\n\nGod so loved the world\n',
    );
  });

  it('turns the application into a prayer request on the wall, filled in', async () => {
    openEntry(soapEntry({ scripture: 'John 3:16', application: 'Love others today' }));
    const link = await screen.findByRole('link', { name: 'Turn the application into a prayer request' });
    expect(link.getAttribute('href')).toBe(
      '/prayer-wall?share=1&title=Praying%20over%20John%203%3A16&body=Love%20others%20today',
    );
  });

  it('shares a saved entry with a circle, and asks to save a draft first', async () => {
    const { calls, toast } = openEntry(soapEntry({ scripture: 'John 3:16', status: 'saved' }));
    fireEvent.click(await screen.findByLabelText('Tuesday prayer partners'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save sharing' })));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', body: { circleIds: [CIRCLE.id] } }));
    expect(toast).toHaveBeenCalledWith({ title: 'Shared with your circles' });
  });

  it('keeps a draft private until it is saved', async () => {
    openEntry(soapEntry({ scripture: 'John 3:16', status: 'draft' }));
    expect(await screen.findByText('Save the entry to share it with a prayer circle.')).toBeTruthy();
    expect(screen.queryByLabelText('Tuesday prayer partners')).toBeNull();
  });
});
