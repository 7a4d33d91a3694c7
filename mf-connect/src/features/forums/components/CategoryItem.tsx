import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FORUM_CATEGORY_NAME_MAX_LENGTH, type ForumCategory } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, ConfirmDialog, TextField } from '@koinonia/ui';
import { useDeleteCategory, useRenameCategory } from '../api';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.span`
  flex: 1 1 12rem;
  overflow-wrap: anywhere;
  align-self: center;
`;

/**
 * One of the church's categories, as its staff keep it: renamed in place, deleted after a confirm dialog (the service
 * keeps a category that still has threads, and the dialog shows why).
 */
export function CategoryItem({ category }: { category: ForumCategory }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(category.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (returnFocus && !renaming) renameButton.current?.focus();
  }, [returnFocus, renaming]);

  function stopRenaming() {
    setRenaming(false);
    setNameError(undefined);
    setReturnFocus(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 2) {
      setNameError(t('forums.categoryNameShort', 'The name needs at least 2 characters'));
      return;
    }
    rename.mutate(
      { params: { categoryId: category.id }, body: { name } },
      {
        onSuccess: (renamed) => {
          toast({ title: t('forums.categoryRenamed', 'The category is now {name}', { name: renamed.name }) });
          stopRenaming();
        },
        onError: (problem) => setNameError(fieldErrorsOf(problem).name ?? messageOf(problem)),
      },
    );
  }

  if (renaming) {
    return (
      <Row>
        <form
          noValidate
          onSubmit={submit}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '0.5rem' }}
        >
          <TextField
            label={t('forums.renameLabel', 'New name for {name}', { name: category.name })}
            value={name}
            maxLength={FORUM_CATEGORY_NAME_MAX_LENGTH}
            dir="auto"
            autoFocus
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? t('forums.saving', 'Saving…') : t('forums.save', 'Save')}
          </Button>
          <Button type="button" $variant="secondary" disabled={rename.isPending} onClick={stopRenaming}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </form>
      </Row>
    );
  }

  return (
    <Row>
      <Name dir="auto">{category.name}</Name>
      <Button
        ref={renameButton}
        type="button"
        $variant="secondary"
        aria-label={t('forums.renameCategory', 'Rename {name}', { name: category.name })}
        onClick={() => {
          setName(category.name);
          setRenaming(true);
        }}
      >
        {t('forums.rename', 'Rename')}
      </Button>
      <Button
        type="button"
        $variant="danger"
        aria-label={t('forums.deleteCategory', 'Delete {name}', { name: category.name })}
        onClick={() => setDeleting(true)}
      >
        {t('forums.delete', 'Delete')}
      </Button>
      {deleting ? (
        <ConfirmDialog
          title={t('forums.deleteCategoryTitle', 'Delete the category {name}?', { name: category.name })}
          confirmLabel={t('forums.delete', 'Delete')}
          busyLabel={t('forums.deleting', 'Deleting…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={remove.isPending}
          error={deleteError}
          destructive
          onCancel={() => {
            setDeleting(false);
            setDeleteError(null);
          }}
          onConfirm={() =>
            remove.mutate(
              { params: { categoryId: category.id } },
              {
                onSuccess: () => {
                  toast({ title: t('forums.categoryDeleted', '{name} is deleted', { name: category.name }) });
                  setDeleting(false);
                },
                onError: (problem) => setDeleteError(messageOf(problem)),
              },
            )
          }
        >
          <p>
            {t(
              'forums.deleteCategoryBody',
              'Only a category without threads can be deleted; its threads stay where they are otherwise.',
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </Row>
  );
}
