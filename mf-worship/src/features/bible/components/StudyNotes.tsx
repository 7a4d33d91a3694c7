import { useState } from 'react';
import type { BibleNote } from '@koinonia/contracts';
import { useErrorText, useLanguage, useShell } from '@koinonia/shell-contract';
import { Button, Card, Muted, Stack } from '@koinonia/ui';
import { useEditNote, useRemoveNote } from '../api';
import { WritingForm } from './WritingForm';

function NoteCard({ note, verseTitle }: { note: BibleNote; verseTitle: string }) {
  const { t, code } = useLanguage();
  const { toast } = useShell();
  const errorText = useErrorText();
  const edit = useEditNote();
  const remove = useRemoveNote();
  const [editing, setEditing] = useState(false);
  const date = new Date(note.updatedAt).toLocaleDateString(code, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Card as="article" aria-label={t('reader.noteOn', 'Your note on {verse}', { verse: verseTitle })}>
      <strong>
        <bdi>{verseTitle}</bdi>
      </strong>
      {editing ? (
        <WritingForm
          id={`edit-note-${note.id}`}
          label={t('reader.note', 'Note')}
          initial={note.body}
          submitLabel={t('reader.saveNote', 'Save note')}
          save={async (body) => {
            await edit.mutateAsync({ note, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.body}
          </p>
          <Muted as="div" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
            <time dateTime={note.updatedAt}>{date}</time>
            <Button type="button" $variant="secondary" onClick={() => setEditing(true)}>
              {t('reader.editNote', 'Edit')}
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(note, { onError: (error) => toast({ title: errorText.messageOf(error), variant: 'destructive' }) })}
            >
              {t('reader.deleteNote', 'Delete')}
            </Button>
          </Muted>
        </>
      )}
    </Card>
  );
}

/** The reader's own notes on the chapter, in verse order; nothing when there are none. */
export function StudyNotes({ notes, verseTitle }: { notes: readonly BibleNote[]; verseTitle(verse: number): string }) {
  const { t } = useLanguage();
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="study-notes-title">
      <h2 id="study-notes-title">{t('reader.myNotes', 'My notes')}</h2>
      <Stack>
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} verseTitle={verseTitle(note.verse)} />
        ))}
      </Stack>
    </section>
  );
}
