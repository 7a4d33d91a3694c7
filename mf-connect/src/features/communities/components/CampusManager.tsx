import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CAMPUS_ADDRESS_MAX_LENGTH, CAMPUS_NAME_MAX_LENGTH, type Campus } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, ConfirmDialog, LoadingState, Muted, Stack, TextField } from '@koinonia/ui';
import { useCampuses, useCreateCampus, useRemoveCampus, useUpdateCampus } from '../api';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A campus's name and address, as a new one or one being renamed. */
function CampusForm({ campus, onDone }: { campus?: Campus; onDone(): void }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const create = useCreateCampus();
  const update = useUpdateCampus();
  const [name, setName] = useState(campus?.name ?? '');
  const [address, setAddress] = useState(campus?.address ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setErrors({ name: t('communities.campusNameRequired', 'Give the campus a name') });
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: () => {
        toast({
          title: campus
            ? t('communities.campusSaved', 'The campus is saved')
            : t('communities.campusAdded', 'The campus is added'),
        });
        if (!campus) {
          setName('');
          setAddress('');
        }
        onDone();
      },
      onError: (error: Error) => {
        const byField = fieldErrorsOf(error);
        setErrors(byField);
        if (Object.keys(byField).length === 0) setFailure(messageOf(error));
      },
    };
    const body = { name: name.trim(), address: address.trim() };
    if (campus) update.mutate({ params: { campusId: campus.id }, body }, handlers);
    else create.mutate({ body }, handlers);
  };
  return (
    <Inline noValidate onSubmit={submit}>
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField
        label={t('communities.campusName', 'Campus name')}
        value={name}
        maxLength={CAMPUS_NAME_MAX_LENGTH}
        dir="auto"
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('communities.campusAddress', 'Address')}
        value={address}
        maxLength={CAMPUS_ADDRESS_MAX_LENGTH}
        dir="auto"
        error={errors.address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <Button type="submit" disabled={create.isPending || update.isPending}>
        {campus ? t('communities.saveCampus', 'Save') : t('communities.addCampus', 'Add campus')}
      </Button>
      {campus ? (
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      ) : null}
    </Inline>
  );
}

/** The church's campuses for its staff: add, rename, remove (its communities are then at no campus). */
export function CampusManager() {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const campuses = useCampuses();
  const remove = useRemoveCampus();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Campus | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('communities.campusesTitle', 'Campuses')}
        </h2>
        {campuses.isPending ? (
          <LoadingState />
        ) : campuses.isError ? (
          <QueryErrorState error={campuses.error} onRetry={() => void campuses.refetch()} />
        ) : campuses.items.length === 0 ? (
          <Muted>{t('communities.noCampuses', 'Your church has no campuses yet.')}</Muted>
        ) : (
          <List>
            {campuses.items.map((campus) => (
              <Row key={campus.id}>
                {editing === campus.id ? (
                  <CampusForm campus={campus} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <span>
                      <strong>
                        <bdi>{campus.name}</bdi>
                      </strong>
                      {campus.address ? (
                        <Muted as="span" style={{ display: 'block' }}>
                          <bdi>{campus.address}</bdi>
                        </Muted>
                      ) : null}
                    </span>
                    <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={t('communities.renameCampus', 'Rename {name}', { name: campus.name })}
                        onClick={() => setEditing(campus.id)}
                      >
                        {t('communities.rename', 'Rename')}
                      </Button>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={t('communities.removeCampus', 'Remove {name}', { name: campus.name })}
                        onClick={() => setRemoving(campus)}
                      >
                        {t('communities.remove', 'Remove')}
                      </Button>
                    </span>
                  </>
                )}
              </Row>
            ))}
          </List>
        )}
        <CampusForm onDone={() => undefined} />
      </Stack>
      {removing ? (
        <ConfirmDialog
          title={t('communities.removeCampusTitle', 'Remove {name}?', { name: removing.name })}
          confirmLabel={t('communities.remove', 'Remove')}
          busyLabel={t('communities.removing', 'Removing…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={remove.isPending}
          error={removeError}
          destructive
          onCancel={() => {
            setRemoving(null);
            setRemoveError(null);
          }}
          onConfirm={() =>
            remove.mutate(
              { params: { campusId: removing.id } },
              {
                onSuccess: () => {
                  toast({ title: t('communities.campusRemoved', 'The campus is removed') });
                  setRemoving(null);
                },
                onError: (error) => setRemoveError(messageOf(error)),
              },
            )
          }
        >
          <p>{t('communities.removeCampusBody', 'Its communities stay, at no particular campus.')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
