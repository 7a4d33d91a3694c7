import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { bibleBook, bibleBooks, isBibleBookCode, type BibleBookCode, type BibleChapter } from '@koinonia/contracts';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useBookNames } from '../../../shared/book-names';
import { useChapter, useTranslations } from '../api';
import { NowPlayingBar } from '../components/NowPlayingBar';
import { PlaybackButtons } from '../components/PlaybackButtons';
import { ReadAloudVerses } from '../components/ReadAloudVerses';
import { SpeechNotice } from '../components/SpeechNotice';
import { VoiceSettings } from '../components/VoiceSettings';
import { Choices, Select } from '../components/parts';
import { languageName } from '../language-name';
import type { SpeechQueue } from '../player/speech-player';
import { useSpeechPlayer, useVoices } from '../player/use-speech-player';

interface Place {
  translation: string;
  book: BibleBookCode;
  chapter: number;
}

/** The place is in the address (?translation=&book=&chapter=), so the Bible reader can link to it. */
function placeOf(search: URLSearchParams): Place {
  const book = search.get('book') ?? '';
  const code: BibleBookCode = isBibleBookCode(book) ? book : 'PSA';
  const chapter = Number(search.get('chapter'));
  const chapters = bibleBook(code)!.chapters;
  return {
    translation: search.get('translation') || 'web',
    book: code,
    chapter: Number.isInteger(chapter) && chapter >= 1 && chapter <= chapters ? chapter : code === 'PSA' && !search.get('book') ? 23 : 1,
  };
}

const pathOf = ({ translation, book, chapter }: Place) => `/spiritual-audio?translation=${translation}&book=${book}&chapter=${chapter}`;

/** /spiritual-audio: a chapter read aloud by the browser's voice, verse by verse, the verse being read marked. */
export function ReadAloudPage() {
  const { t, code: readerCode } = useLanguage();
  const bookNames = useBookNames();
  const [search, setSearch] = useSearchParams();
  const place = placeOf(search);
  const translations = useTranslations();
  const chapter = useChapter(place.translation, place.book, place.chapter);
  const textLanguage = translations.data?.items.find((translation) => translation.code === place.translation)?.language ?? 'en';
  const { availability, voices } = useVoices(textLanguage);
  const { player, state } = useSpeechPlayer();
  const key = `${place.translation}/${place.book}/${place.chapter}`;
  const title = `${bookNames[place.book]} ${place.chapter}`;
  const spokenLanguage = languageName(textLanguage, readerCode);
  const ids = { translation: useId(), book: useId(), chapter: useId() };
  // Going to the previous or next chapter while reading reads that chapter as soon as it arrives.
  const continueWith = useRef<string | null>(null);

  const reading = state.queue?.key === key && state.status !== 'idle' ? state.position : null;
  const go = (next: Partial<Place>) => {
    const target = { ...place, ...next };
    if (state.queue?.key === key && state.status === 'playing') continueWith.current = `${target.translation}/${target.book}/${target.chapter}`;
    setSearch({ translation: target.translation, book: target.book, chapter: String(target.chapter) });
  };

  const queueOf = (data: BibleChapter): SpeechQueue => ({
    key,
    title,
    path: pathOf(place),
    language: textLanguage,
    segments: data.verses.map((verse) => ({ id: String(verse.verse), text: verse.text })),
  });

  const play = () => {
    if (!chapter.data) return;
    // Where this chapter's reading stopped, or its start.
    const from = state.queue?.key === key && state.position !== null ? state.position : 0;
    player.play(queueOf(chapter.data), from);
  };

  useEffect(() => {
    if (chapter.data && continueWith.current === key) {
      continueWith.current = null;
      player.play(queueOf(chapter.data), 0);
    }
    // Only a chapter arriving decides whether to go on; queueOf reads that chapter.
  }, [chapter.data, key]);

  const readingVerse = reading !== null ? chapter.data?.verses[reading]?.verse : undefined;

  return (
    <Stack>
      <PageTitle>{t('audio.title', 'Spiritual audio')}</PageTitle>
      <Muted>
        {t('audio.intro', 'Listen to the Bible read aloud by your device’s voice, a verse at a time.')}{' '}
        <Link to="/audio-routines">{t('audio.routinesLink', 'Your audio routines')}</Link>
      </Muted>
      <NowPlayingBar unlessKey={key} />
      <Card aria-label={t('audio.choosePassage', 'Choose what to hear')}>
        <Stack $gap={3}>
          <Choices>
            <label htmlFor={ids.translation}>
              {t('audio.translation', 'Translation')}
              <Select id={ids.translation} value={place.translation} onChange={(event) => go({ translation: event.target.value })}>
                {(translations.data?.items ?? [{ code: place.translation, abbreviation: place.translation.toUpperCase(), name: '' }]).map((translation) => (
                  <option key={translation.code} value={translation.code}>
                    {translation.abbreviation}
                    {translation.name ? ` · ${translation.name}` : ''}
                  </option>
                ))}
              </Select>
            </label>
            <label htmlFor={ids.book}>
              {t('audio.book', 'Book')}
              <Select id={ids.book} value={place.book} onChange={(event) => go({ book: event.target.value as BibleBookCode, chapter: 1 })}>
                {bibleBooks.map((book) => (
                  <option key={book.code} value={book.code}>
                    {bookNames[book.code]}
                  </option>
                ))}
              </Select>
            </label>
            <label htmlFor={ids.chapter}>
              {t('audio.chapter', 'Chapter')}
              <Select id={ids.chapter} value={String(place.chapter)} onChange={(event) => go({ chapter: Number(event.target.value) })}>
                {Array.from({ length: bibleBook(place.book)!.chapters }, (_, index) => (
                  <option key={index + 1} value={String(index + 1)}>
                    {index + 1}
                  </option>
                ))}
              </Select>
            </label>
          </Choices>
          <SpeechNotice availability={availability} languageName={spokenLanguage} />
          <PlaybackButtons queueKey={key} disabled={!chapter.data || availability !== 'ready'} onPlay={play}>
            <Button type="button" $variant="secondary" disabled={!chapter.data?.previous} onClick={() => chapter.data?.previous && go(chapter.data.previous)}>
              {t('audio.previousChapter', 'Previous chapter')}
            </Button>
            <Button type="button" $variant="secondary" disabled={!chapter.data?.next} onClick={() => chapter.data?.next && go(chapter.data.next)}>
              {t('audio.nextChapter', 'Next chapter')}
            </Button>
          </PlaybackButtons>
          <VoiceSettings voices={voices} languageName={spokenLanguage} />
        </Stack>
      </Card>
      <div aria-live="polite">
        {readingVerse !== undefined && (
          <Muted>
            {state.status === 'paused'
              ? t('audio.pausedAtVerse', 'Paused at verse {verse}', { verse: readingVerse })
              : t('audio.readingVerse', 'Now reading verse {verse}', { verse: readingVerse })}
          </Muted>
        )}
      </div>
      <section aria-label={title}>
        <h2>{title}</h2>
        {chapter.isPending ? (
          <LoadingState />
        ) : chapter.isError ? (
          <QueryErrorState error={chapter.error} onRetry={() => void chapter.refetch()} />
        ) : (
          <ReadAloudVerses verses={chapter.data.verses} readingIndex={reading} language={textLanguage} />
        )}
      </section>
    </Stack>
  );
}
