import { useState, type FormEvent } from 'react';
import { FORUM_CATEGORY_NAME_MAX_LENGTH, forumsEndpoints } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast, useEndpointMutation } from '@koinonia/shell-contract';
import { Button, TextField } from '@koinonia/ui';
import { useQueryClient } from '@tanstack/react-query';

/** The church's staff add a category. */
export function CategoryForm() {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const queryClient = useQueryClient();
  const create = useEndpointMutation(forumsEndpoints.createCategory, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [forumsEndpoints.categories.path] }),
  });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError(t('forums.categoryNameShort', 'The name needs at least 2 characters'));
      return;
    }
    setError(undefined);
    create.mutate(
      { body: { name } },
      {
        onSuccess: (category) => {
          setName('');
          toast({ title: t('forums.categoryAdded', '{name} is added', { name: category.name }) });
        },
        onError: (problem) => setError(fieldErrorsOf(problem).name ?? messageOf(problem)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '0.75rem' }}
    >
      <TextField
        label={t('forums.categoryNameLabel', 'New category')}
        value={name}
        maxLength={FORUM_CATEGORY_NAME_MAX_LENGTH}
        dir="auto"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" $variant="secondary" disabled={create.isPending}>
        {t('forums.addCategory', 'Add category')}
      </Button>
    </form>
  );
}
