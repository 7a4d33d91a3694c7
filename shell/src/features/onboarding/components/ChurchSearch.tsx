import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Button, Field, LoadingState, Muted } from '@koinonia/ui';
import { useChurches } from '../api';

const SEARCH_DELAY_MS = 300;

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  legend { font-weight: 600; padding-inline: ${({ theme }) => theme.space(1)}; }
  ul { list-style: none; margin: 0; padding: 0; }
  label { display: flex; align-items: center; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; padding-block: ${({ theme }) => theme.space(2)}; cursor: pointer; }
  label:has(input:disabled) { cursor: default; color: ${({ theme }) => theme.colors.textMuted}; }
  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const RequestedTag = styled.span`
  font-size: 0.8125rem;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
`;

interface ResultsProps {
  search: string;
  offset: number;
  selected: string | null;
  /** The church already asked, shown but not offered again (asking anew would put the member back in line). */
  requestedChurchId: string | null;
  onSelect(id: string): void;
  onMore(offset: number): void;
  isLast: boolean;
}

/** One page of search results; the last page offers the next one. */
function ChurchResults(props: ResultsProps) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const churches = useChurches(props.search, props.offset);
  if (churches.isPending) return <LoadingState label={t('onboarding.loadingChurches', 'Loading churches')} />;
  if (churches.isError) return <Muted role="alert">{messageOf(churches.error)}</Muted>;
  const { items, nextOffset } = churches.data;
  if (items.length === 0 && props.offset === 0) return <Muted role="status">{t('onboarding.noChurches', 'No church matches that name.')}</Muted>;
  return (
    <>
      <ul>
        {items.map((church) => {
          const requested = church.id === props.requestedChurchId;
          return (
            <li key={church.id}>
              <label>
                <input
                  type="radio"
                  name="churchId"
                  value={church.id}
                  checked={props.selected === church.id}
                  disabled={requested}
                  onChange={() => props.onSelect(church.id)}
                />
                {church.name}
                {requested ? <RequestedTag>{t('onboarding.requestSent', 'Request sent')}</RequestedTag> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {props.isLast && nextOffset !== null ? (
        <Button type="button" $variant="secondary" onClick={() => props.onMore(nextOffset)}>
          {t('onboarding.moreChurches', 'Show more churches')}
        </Button>
      ) : null}
    </>
  );
}

/** The church search of the church step: a name to type, then one church to choose. */
export function ChurchSearch(props: {
  selected: string | null;
  onSelect(id: string): void;
  requestedChurchId: string | null;
  /** Focus the search field when it appears because the member asked for it (not when the step opens). */
  focusOnOpen?: boolean;
}) {
  const { t } = useLanguage();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [offsets, setOffsets] = useState<number[]>([0]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.focusOnOpen) input.current?.focus();
  }, [props.focusOnOpen]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setOffsets([0]);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <>
      <Field>
        {t('onboarding.searchChurches', 'Search churches by name')}
        <input ref={input} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </Field>
      <Choices>
        <legend>{t('onboarding.chooseChurch', 'Choose your church')}</legend>
        {offsets.map((offset, index) => (
          <ChurchResults
            key={`${search}:${offset}`}
            search={search}
            offset={offset}
            selected={props.selected}
            requestedChurchId={props.requestedChurchId}
            onSelect={props.onSelect}
            onMore={(next) => setOffsets((current) => [...current, next])}
            isLast={index === offsets.length - 1}
          />
        ))}
      </Choices>
    </>
  );
}
