import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AUDIO_ROUTINE_ITEMS_MAX, AUDIO_ROUTINE_NAME_MAX_LENGTH, type AudioRoutine, type AudioRoutineItem } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, ConfirmDialog, Field, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useAudioRoutine, usePassageReader, useRemoveAudioRoutine, useUpdateAudioRoutine } from '../api';
import { AddRoutineItem } from '../components/AddRoutineItem';
import { NowPlayingBar } from '../components/NowPlayingBar';
import { PlaybackButtons } from '../components/PlaybackButtons';
import { RoutineItems } from '../components/RoutineItems';
import { SpeechNotice } from '../components/SpeechNotice';
import { VoiceSettings } from '../components/VoiceSettings';
import { ButtonRow, SectionHeading } from '../components/parts';
import { languageName } from '../language-name';
import { useSpeechPlayer, useVoices } from '../player/use-speech-player';
import { itemIndexOf, routineQueue } from '../routine-queue';

function RenameRoutine({ routine, busy, onRename }: { routine: AudioRoutine; busy: boolean; onRename(name: string): void }) {
  const { t } = useLanguage();
  const [name, setName] = useState(routine.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onRename(name);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack $gap={2}>
        <Field>
          {t('audio.routineName', 'Name')}
          <input value={name} maxLength={AUDIO_ROUTINE_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
        </Field>
        <div>
          <Button type="submit" $variant="secondary" disabled={busy || !name.trim() || name.trim() === routine.name}>
            {t('audio.rename', 'Rename')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /audio-routines/:routineId: a routine's items, changed and saved at once, and played in order. */
export function RoutinePage() {
  const { routineId = '' } = useParams();
  const { t, code: readerCode } = useLanguage();
  const { messageOf } = useErrorText();
  const navigate = useNavigate();
  const routine = useAudioRoutine(routineId);
  const update = useUpdateAudioRoutine();
  const remove = useRemoveAudioRoutine();
  const readPassage = usePassageReader();
  const { player, state } = useSpeechPlayer();
  // The Bible text is English (WEB); a prayer is read in the member's language, so both need a voice.
  const { availability, voices } = useVoices('en');
  const [failure, setFailure] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const headingId = useId();

  if (routine.isPending) return <LoadingState />;
  if (routine.isError) return <QueryErrorState error={routine.error} onRetry={() => void routine.refetch()} />;
  const saved = routine.data;
  // Shown as sent while the change is saved; the server's answer then replaces it.
  const items = (update.isPending && update.variables?.body?.items) || saved.items;
  const key = `routine/${saved.id}`;
  const ours = state.queue?.key === key && state.status !== 'idle';
  const playingIndex = ours && state.position !== null ? itemIndexOf(state.queue!.segments[state.position]) : null;

  const save = (changes: { name?: string; items?: AudioRoutineItem[] }) => {
    setFailure(null);
    update.mutate(
      { params: { routineId: saved.id }, body: { name: changes.name ?? saved.name, items: changes.items ?? items } },
      { onError: (error) => setFailure(messageOf(error)) },
    );
  };

  const play = async () => {
    setFailure(null);
    setPreparing(true);
    try {
      player.play(await routineQueue(saved, readPassage, readerCode));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack>
      <div>
        <Link to="/audio-routines">{t('audio.backToRoutines', 'All your routines')}</Link>
      </div>
      <PageTitle id={headingId}>{saved.name}</PageTitle>
      <NowPlayingBar unlessKey={key} />
      <Card aria-labelledby={headingId}>
        <Stack $gap={3}>
          <SpeechNotice availability={availability} languageName={languageName('en', readerCode)} />
          <PlaybackButtons queueKey={key} disabled={items.length === 0 || availability !== 'ready' || preparing || update.isPending} onPlay={() => void play()} />
          <VoiceSettings voices={voices} languageName={languageName('en', readerCode)} />
          <div aria-live="polite">
            {playingIndex !== null && <Muted>{t('audio.playingItem', 'Now playing item {position}', { position: playingIndex + 1 })}</Muted>}
          </div>
        </Stack>
      </Card>
      {failure && <Alert>{failure}</Alert>}
      <Card as="section" aria-label={t('audio.items', 'Items')}>
        <Stack $gap={3}>
          <SectionHeading>{t('audio.items', 'Items')}</SectionHeading>
          <RoutineItems items={items} playingIndex={playingIndex} busy={update.isPending} onChange={(next) => save({ items: next })} />
        </Stack>
      </Card>
      <Card as="section">
        {items.length >= AUDIO_ROUTINE_ITEMS_MAX ? (
          <Muted>{t('audio.itemLimit', 'A routine holds at most {count} items.', { count: AUDIO_ROUTINE_ITEMS_MAX })}</Muted>
        ) : (
          <AddRoutineItem disabled={update.isPending} onAdd={(item) => save({ items: [...items, item] })} />
        )}
      </Card>
      <Card as="section">
        <Stack $gap={3}>
          <RenameRoutine key={saved.name} routine={saved} busy={update.isPending} onRename={(name) => save({ name })} />
          <ButtonRow>
            <Button type="button" $variant="danger" onClick={() => setConfirmingRemoval(true)}>
              {t('audio.deleteRoutine', 'Delete routine')}
            </Button>
          </ButtonRow>
        </Stack>
      </Card>
      {confirmingRemoval && (
        <ConfirmDialog
          title={t('audio.deleteTitle', 'Delete “{name}”?', { name: saved.name })}
          confirmLabel={t('audio.delete', 'Delete')}
          busyLabel={t('audio.deleting', 'Deleting…')}
          cancelLabel={t('audio.cancel', 'Cancel')}
          busy={remove.isPending}
          error={remove.error ? messageOf(remove.error) : null}
          destructive
          onCancel={() => setConfirmingRemoval(false)}
          onConfirm={() =>
            remove.mutate(
              { params: { routineId: saved.id } },
              {
                onSuccess: () => {
                  if (ours) player.stop();
                  navigate('/audio-routines');
                },
              },
            )
          }
        >
          {t('audio.deleteBody', 'The routine and its items are deleted for good.')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
