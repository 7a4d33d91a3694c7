import type { AudioRoutine, BiblePassage } from '@koinonia/contracts';
import type { SpeechQueue, SpeechSegment } from './player/speech-player';

/** The path of a routine's own page. */
export const routinePath = (routineId: string) => `/audio-routines/${encodeURIComponent(routineId)}`;

/**
 * A routine as the player reads it: each passage's verses (read in the Bible text's language, English), each
 * prayer in the member's language, each pause as silence. A segment's id is "<item>:<verse>", so the page can
 * mark the item being played.
 */
export async function routineQueue(
  routine: AudioRoutine,
  readPassage: (reference: string) => Promise<BiblePassage>,
  memberLanguage: string,
): Promise<SpeechQueue> {
  const passages = await Promise.all(routine.items.map((item) => (item.kind === 'passage' ? readPassage(item.reference) : null)));
  const segments: SpeechSegment[] = routine.items.flatMap((item, index): SpeechSegment[] => {
    if (item.kind === 'pause') return [{ id: `${index}:pause`, pauseSeconds: item.seconds }];
    if (item.kind === 'prayer') return [{ id: `${index}:prayer`, text: item.text, language: memberLanguage }];
    return passages[index]!.verses.map((verse) => ({ id: `${index}:${verse.chapter}:${verse.verse}`, text: verse.text }));
  });
  return { key: `routine/${routine.id}`, title: routine.name, path: routinePath(routine.id), language: 'en', segments };
}

/** Which item of the routine a segment belongs to. */
export const itemIndexOf = (segment: SpeechSegment | undefined) => (segment ? Number(segment.id.split(':')[0]) : null);
