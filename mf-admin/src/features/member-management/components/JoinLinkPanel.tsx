import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { churchJoinPath } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, ConfirmDialog, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useJoinLink, useMakeJoinLink } from '../api';

const LinkCard = styled(Card)`
  max-inline-size: 48rem;
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: 2.5rem;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    /* A link reads left to right in every language. */
    direction: ltr;
  }
  label { flex-basis: 100%; font-weight: 600; }
`;

/** The full address a church shares: this site's origin and the onboarding path of churchJoinPath. */
export const joinLinkAddress = (code: string) => `${window.location.origin}${churchJoinPath(code)}`;

/** Copies text; false when the browser refuses (no clipboard outside a secure page, or permission denied). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** "Join link": the link anyone may use to join the church at once, to copy, make, or replace. */
export function JoinLinkPanel() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const link = useJoinLink();
  const makeLink = useMakeJoinLink();
  const [confirming, setConfirming] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  if (link.isPending) return <LoadingState label={t('memberManagement.loadingJoinLink', 'Loading the join link')} />;
  if (link.isError) return <QueryErrorState error={link.error} onRetry={() => void link.refetch()} />;
  const church = link.data.church.name;
  const code = link.data.code;

  const copy = async (address: string) => {
    if (await copyText(address)) {
      setCopyStatus(t('memberManagement.linkCopied', 'Link copied'));
    } else {
      // The browser would not copy: the link is selected for the person to copy themselves.
      input.current?.focus();
      input.current?.select();
      setCopyStatus(t('memberManagement.copyYourself', 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'));
    }
  };

  const make = (replacing: boolean) =>
    makeLink.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopyStatus('');
        toast({ title: replacing ? t('memberManagement.newLinkMade', 'New join link made: the old one no longer works') : t('memberManagement.linkMade', 'Join link made') });
      },
    });

  const failure = makeLink.error ? messageOf(makeLink.error) : null;

  return (
    <LinkCard>
      <Stack $gap={3}>
        {code === null ? (
          <>
            <p style={{ margin: 0 }}>{t('memberManagement.noJoinLink', '{church} has no join link yet.').replace('{church}', church)}</p>
            <Muted>
              {t('memberManagement.joinLinkExplained', 'Anyone who opens the link and signs in joins {church} at once, without waiting to be accepted. Share it only where you mean to.').replace(
                '{church}',
                church,
              )}
            </Muted>
            {failure ? <Alert>{failure}</Alert> : null}
            <div>
              <Button type="button" disabled={makeLink.isPending} onClick={() => make(false)}>
                {makeLink.isPending ? t('memberManagement.makingLink', 'Making the link…') : t('memberManagement.createLink', 'Create a join link')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <LinkRow>
              <label htmlFor={inputId}>{t('memberManagement.joinLinkFor', 'Join link for {church}').replace('{church}', church)}</label>
              <input id={inputId} ref={input} type="text" readOnly value={joinLinkAddress(code)} onFocus={(event) => event.currentTarget.select()} />
              <Button type="button" onClick={() => void copy(joinLinkAddress(code))}>
                {t('memberManagement.copyLink', 'Copy link')}
              </Button>
            </LinkRow>
            <Muted role="status">{copyStatus}</Muted>
            <Muted>
              {t('memberManagement.joinLinkExplained', 'Anyone who opens the link and signs in joins {church} at once, without waiting to be accepted. Share it only where you mean to.').replace(
                '{church}',
                church,
              )}
            </Muted>
            <div>
              <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
                {t('memberManagement.makeNewLink', 'Make a new link')}
              </Button>
            </div>
          </>
        )}
      </Stack>
      {confirming ? (
        <ConfirmDialog
          title={t('memberManagement.newLinkTitle', 'Make a new join link?')}
          confirmLabel={t('memberManagement.makeNewLink', 'Make a new link')}
          busyLabel={t('memberManagement.makingLink', 'Making the link…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={makeLink.isPending}
          error={failure}
          onConfirm={() => make(true)}
          onCancel={() => {
            makeLink.reset();
            setConfirming(false);
          }}
        >
          <p>{t('memberManagement.newLinkBody', 'The current link stops working at once: anyone who has it will need the new one.')}</p>
        </ConfirmDialog>
      ) : null}
    </LinkCard>
  );
}
