import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field, LoadingState, Muted } from '@koinonia/ui';
import { useChurches } from '../api';
import { stepLabels } from '../steps';
import { generalError, type StepProps } from './step-props';
import { StepForm } from './StepForm';

const SEARCH_DELAY_MS = 300;

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  legend { font-weight: 600; padding-inline: ${({ theme }) => theme.space(1)}; }
  ul { list-style: none; margin: 0; padding: 0; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; padding-block: ${({ theme }) => theme.space(2)}; cursor: pointer; }
  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** One page of search results; the last page offers the next one. */
function ChurchResults(props: { search: string; offset: number; selected: string | null; onSelect(id: string): void; onMore(offset: number): void; isLast: boolean }) {
  const { t } = useLanguage();
  const churches = useChurches(props.search, props.offset);
  if (churches.isPending) return <LoadingState label={t('onboarding.loadingChurches', 'Loading churches')} />;
  if (churches.isError) return <Muted role="alert">{churches.error.message}</Muted>;
  const { items, nextOffset } = churches.data;
  if (items.length === 0 && props.offset === 0) return <Muted>{t('onboarding.noChurches', 'No church matches that name.')}</Muted>;
  return (
    <>
      <ul>
        {items.map((church) => (
          <li key={church.id}>
            <label>
              <input type="radio" name="churchId" value={church.id} checked={props.selected === church.id} onChange={() => props.onSelect(church.id)} />
              {church.name}
            </label>
          </li>
        ))}
      </ul>
      {props.isLast && nextOffset !== null ? (
        <Button type="button" $variant="secondary" onClick={() => props.onMore(nextOffset)}>
          {t('onboarding.moreChurches', 'Show more churches')}
        </Button>
      ) : null}
    </>
  );
}

/** Step 2 (optional): the church the member belongs to, found by name. */
export function ChurchStep({ state, saving, error, issues, save, onBack }: StepProps) {
  const { t } = useLanguage();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [offsets, setOffsets] = useState<number[]>([0]);
  const [selected, setSelected] = useState<string | null>(state.churchId);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setOffsets([0]);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <StepForm
      title={t('onboarding.step.church', stepLabels.church)}
      intro={t('onboarding.churchIntro', 'Find your church to see its events, groups and news.')}
      error={generalError(error, issues, [])}
      saving={saving}
      onBack={onBack}
      onSkip={() => save({ churchId: null })}
      continueDisabled={selected === null}
      onSubmit={() => save({ churchId: selected })}
    >
      <Field>
        {t('onboarding.searchChurches', 'Search churches by name')}
        <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </Field>
      <Choices>
        <legend>{t('onboarding.chooseChurch', 'Choose your church')}</legend>
        {offsets.map((offset, index) => (
          <ChurchResults
            key={`${search}:${offset}`}
            search={search}
            offset={offset}
            selected={selected}
            onSelect={setSelected}
            onMore={(next) => setOffsets((current) => [...current, next])}
            isLast={index === offsets.length - 1}
          />
        ))}
      </Choices>
    </StepForm>
  );
}
