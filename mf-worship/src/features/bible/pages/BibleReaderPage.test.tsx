import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { BibleRoutes } from '../routes';
import { fakeBible } from '../testing/fake-bible';

const Section = createSection({ '/bible-reading': BibleRoutes });

function openReader(route = '/bible-reading?translation=web&book=JHN&chapter=3', bible = fakeBible()) {
  const toast = jest.fn();
  renderSection(Section, { basePath: '/bible-reading', route, shell: { apiRequest: bible.apiRequest as never, toast } });
  return { ...bible, toast };
}

const chapterHeading = () => document.getElementById('bible-chapter-title')!;

beforeEach(() => localStorage.clear());

describe('the Bible reader', () => {
  it('shows the chapter the address names, with the verse of the day and the chapters around it', async () => {
    openReader();
    expect(await screen.findByText('WEB John 3:1 text.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bible Reading' })).toBeTruthy();
    expect(chapterHeading().textContent).toBe('John 3');
    expect(await screen.findByText('For God so loved the world.')).toBeTruthy();
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    expect(within(chapters).getByRole('link', { name: /Previous chapter John 2/ }).getAttribute('href')).toContain('book=JHN&chapter=2');
    expect(within(chapters).getByRole('link', { name: /Next chapter John 4/ }).getAttribute('href')).toContain('book=JHN&chapter=4');
    expect(within(chapters).getByRole('link', { name: 'Listen to this chapter' }).getAttribute('href')).toBe('/spiritual-audio?translation=web&book=JHN&chapter=3');
  });

  it('moves by book and chapter, and opens where the reader left off next time', async () => {
    openReader();
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.change(screen.getByLabelText('Book'), { target: { value: 'ROM' } });
    expect(await screen.findByText('WEB Romans 1:1 text.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Chapter'), { target: { value: '8' } });
    expect(await screen.findByText('WEB Romans 8:1 text.')).toBeTruthy();
    expect(chapterHeading().textContent).toBe('Romans 8');
    expect(JSON.parse(localStorage.getItem('koinonia.bible.place')!)).toEqual({ translation: 'web', book: 'ROM', chapter: 8 });
  });

  it('opens at the last place read when the address names none', async () => {
    localStorage.setItem('koinonia.bible.place', JSON.stringify({ translation: 'kjv', book: 'PSA', chapter: 23 }));
    openReader('/bible-reading');
    expect(await screen.findByText('KJV Psalms 23:1 text.')).toBeTruthy();
  });

  it('goes to a passage typed as a reference, and says so when it cannot read one', async () => {
    openReader();
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.change(screen.getByLabelText('Go to a passage'), { target: { value: 'Ps 23:2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('WEB Psalms 23:1 text.')).toBeTruthy();
    expect(screen.getByText('WEB Psalms 23:2 text.').closest('span')!.id).toBe('web-v-2');

    fireEvent.change(screen.getByLabelText('Go to a passage'), { target: { value: 'Hezekiah 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('We could not read “Hezekiah 4”. Try a book and chapter, such as John 3 or Psalm 23:1.')).toBeTruthy();
    expect(screen.getByLabelText('Go to a passage').getAttribute('aria-invalid')).toBe('true');
  });

  it('reads two translations side by side', async () => {
    openReader();
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.change(screen.getByLabelText('Compare with'), { target: { value: 'kjv' } });
    expect(await screen.findByText('KJV John 3:1 text.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'WEB' })).getByText('WEB John 3:2 text.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'KJV' })).getByText('KJV John 3:2 text.')).toBeTruthy();
  });

  it('says what went wrong when a chapter cannot be read, and tries again', async () => {
    const bible = fakeBible();
    bible.failNext('GET', '/api/bible/web/JHN/3', new ApiError(503, 'The worship service is unavailable right now', { code: 'unavailable' }));
    openReader(undefined, bible);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('WEB John 3:1 text.')).toBeTruthy();
  });

  it('searches the words typed, and shows the verses found with the words marked', async () => {
    openReader('/bible-reading?translation=web&book=JHN&chapter=3', fakeBible({ matches: 25 }));
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.change(screen.getByLabelText('Search the Bible'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Search for at least 2 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search the Bible'), { target: { value: 'shepherd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Verses found: 25')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getAllByText('shepherd')[0]!.tagName).toBe('MARK');
    expect(screen.getByRole('link', { name: 'Psalms 23:1' }).getAttribute('href')).toBe('/bible-reading?translation=web&book=PSA&chapter=23&verse=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when a search finds nothing', async () => {
    openReader('/bible-reading/search?q=zzzz&translation=web', fakeBible({ matches: 0 }));
    expect(await screen.findByText('No verses found')).toBeTruthy();
  });
});

describe('studying a chapter', () => {
  it('highlights a chosen verse in a colour, and takes the colour off again', async () => {
    const bible = openReader();
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.click(screen.getByRole('button', { name: 'Verse 2' }));
    const actions = screen.getByRole('region', { name: 'John 3:2' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Green' }));
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Green' }).getAttribute('aria-pressed')).toBe('true'));
    expect(bible.calls).toContain('PUT /api/bible-study/JHN/3/2/highlight');

    fireEvent.click(within(actions).getByRole('button', { name: 'Remove highlight' }));
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Green' }).getAttribute('aria-pressed')).toBe('false'));
    expect(bible.calls).toContain('DELETE /api/bible-study/JHN/3/2/highlight');
  });

  it('puts the colour back when the highlight cannot be saved', async () => {
    const bible = openReader();
    await screen.findByText('WEB John 3:1 text.');
    bible.failNext('PUT', '/api/bible-study/JHN/3/1/highlight', new ApiError(503, 'The worship service is unavailable right now', { code: 'unavailable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verse 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pink' }));
    await waitFor(() => expect(bible.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' })));
    expect(screen.getByRole('button', { name: 'Pink' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens a new S.O.A.P. journal entry on the chosen verse', async () => {
    openReader();
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.click(screen.getByRole('button', { name: 'Verse 3' }));
    expect(screen.getByRole('link', { name: 'Journal on this verse' }).getAttribute('href')).toBe('/soap/new?scripture=John%203%3A3');
  });

  it('writes a note on a verse, marks the verse, lists the note, and edits and deletes it', async () => {
    openReader();
    await screen.findByText('WEB John 3:1 text.');
    fireEvent.click(screen.getByRole('button', { name: 'Verse 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText('Write a few words first')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your note on John 3:3'), { target: { value: 'Born from above.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save note' })));

    const note = await screen.findByRole('article', { name: 'Your note on John 3:3' });
    expect(within(note).getByText('Born from above.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'You have a note here' })).toBeTruthy();

    fireEvent.click(within(note).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(note).getByLabelText('Note'), { target: { value: 'Born again, from above.' } });
    await act(async () => fireEvent.click(within(note).getByRole('button', { name: 'Save note' })));
    expect(await screen.findByText('Born again, from above.')).toBeTruthy();

    await act(async () => fireEvent.click(within(screen.getByRole('article', { name: 'Your note on John 3:3' })).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Your note on John 3:3' })).toBeNull());
  });

  it("shows the church's discussion of the chapter and adds the reader's comment to it", async () => {
    const bible = fakeBible();
    bible.addComment('JHN 3', { authorName: 'Lucas Ferreira', body: 'Nicodemus came by night.' });
    openReader(undefined, bible);
    const discussion = await screen.findByRole('region', { name: 'Discussion of John 3' });
    expect(await within(discussion).findByText('Nicodemus came by night.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Comment by Lucas Ferreira' })).queryByRole('button', { name: 'Take down' })).toBeNull();

    fireEvent.change(within(discussion).getByLabelText('Share a thought with your church'), { target: { value: 'And he came back in chapter 19.' } });
    await act(async () => fireEvent.click(within(discussion).getByRole('button', { name: 'Post' })));
    const mine = await within(discussion).findByRole('article', { name: 'Comment by Miriam Okafor' });
    expect(within(mine).getByText('And he came back in chapter 19.')).toBeTruthy();
    expect((within(discussion).getByLabelText('Share a thought with your church') as HTMLTextAreaElement).value).toBe('');

    await act(async () => fireEvent.click(within(mine).getByRole('button', { name: 'Take down' })));
    await waitFor(() => expect(within(discussion).queryByRole('article', { name: 'Comment by Miriam Okafor' })).toBeNull());
  });

  it("says so when nobody in the church has written about the chapter", async () => {
    openReader();
    expect(await screen.findByText('Nobody in your church has written about this chapter yet.')).toBeTruthy();
  });
});
