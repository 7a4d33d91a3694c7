import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIO_ROUTINE_NAME_MAX_LENGTH, AUDIO_ROUTINES_PER_MEMBER_MAX } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, EmptyState, Field, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useAudioRoutines, useCreateAudioRoutine } from '../api';
import { NowPlayingBar } from '../components/NowPlayingBar';
import { SectionHeading } from '../components/parts';
import { routinePath } from '../routine-queue';

const RoutineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

function NewRoutine() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const navigate = useNavigate();
  const create = useCreateAudioRoutine();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure(t('audio.nameRequired', 'Give the routine a name'));
    setFailure(null);
    create.mutate(
      { body: { name, items: [] } },
      { onSuccess: (routine) => navigate(routinePath(routine.id)), onError: (error) => setFailure(messageOf(error)) },
    );
  };
  return (
    <Card as="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack $gap={3}>
          <SectionHeading id={headingId}>{t('audio.newRoutine', 'New routine')}</SectionHeading>
          <Field>
            {t('audio.routineName', 'Name')}
            <input value={name} maxLength={AUDIO_ROUTINE_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
          </Field>
          {failure && <Alert>{failure}</Alert>}
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('audio.creating', 'Creating…') : t('audio.createRoutine', 'Create routine')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** /audio-routines: the member's saved routines, and a new one. */
export function RoutinesPage() {
  const { t } = useLanguage();
  const routines = useAudioRoutines();
  let content;
  if (routines.isPending) content = <LoadingState />;
  else if (routines.isError) content = <QueryErrorState error={routines.error} onRetry={() => void routines.refetch()} />;
  else if (routines.data.items.length === 0)
    content = (
      <EmptyState title={t('audio.noRoutines', 'You have no audio routine yet')}>
        {t('audio.noRoutinesHint', 'Make one below: passages, prayers and pauses, read aloud in the order you choose.')}
      </EmptyState>
    );
  else
    content = (
      <RoutineList>
        {routines.data.items.map((routine) => (
          <li key={routine.id}>
            <Card as="article" aria-label={routine.name}>
              <Link to={routinePath(routine.id)}>{routine.name}</Link>
              <Muted>{t('audio.itemCount', 'Items: {count}', { count: routine.items.length })}</Muted>
            </Card>
          </li>
        ))}
      </RoutineList>
    );
  const full = (routines.data?.items.length ?? 0) >= AUDIO_ROUTINES_PER_MEMBER_MAX;
  return (
    <Stack>
      <PageTitle>{t('audio.routinesTitle', 'Audio routines')}</PageTitle>
      <Muted>
        {t('audio.routinesIntro', 'A routine is a sequence of Bible passages, prayers and pauses your device reads aloud in order.')}{' '}
        <Link to="/spiritual-audio">{t('audio.readAloudLink', 'Listen to a chapter')}</Link>
      </Muted>
      <NowPlayingBar />
      {content}
      {full ? <Muted>{t('audio.routineLimit', 'You have {count} routines, as many as you may keep. Delete one to make another.', { count: AUDIO_ROUTINES_PER_MEMBER_MAX })}</Muted> : routines.isSuccess && <NewRoutine />}
    </Stack>
  );
}
