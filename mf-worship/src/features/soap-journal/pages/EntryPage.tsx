import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { SoapEntry } from '@koinonia/contracts';
import { paths, QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useLocalReference } from '../../../shared/book-names';
import { SaveToggle } from '../../../shared/save-toggle';
import { usePassage, useRemoveSoapEntry, useSoapEntry } from '../api';
import { PassageText } from '../components/PassageText';
import { ShareWithCircles } from '../components/ShareWithCircles';
import { downloadText, entryMarkdown, markdownFileName } from '../entry-markdown';

const PRINTED = 'soap-entry-printed';

/**
 * Printing (or saving as PDF) shows the entry alone: while this view is open, a print hides everything of the
 * page but the entry (the shell's header and sidebar included), and the entry's own buttons.
 */
const PrintOnlyTheEntry = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    #${PRINTED}, #${PRINTED} * { visibility: visible; }
    #${PRINTED} { position: absolute; inset-block-start: 0; inset-inline: 0; }
    #${PRINTED} [data-screen-only] { display: none; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function EntryView({ entry }: { entry: SoapEntry }) {
  const { t, code } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { messageOf } = useErrorText();
  const passage = usePassage(entry.scripture);
  const localReference = useLocalReference();
  const remove = useRemoveSoapEntry();
  const [confirming, setConfirming] = useState(false);
  const date = new Date(entry.createdAt).toLocaleDateString(code, { dateStyle: 'long' });
  const title = entry.scripture ? localReference(entry.scripture) : t('soap.untitled', 'No passage yet');
  const labels = {
    untitled: t('soap.untitled', 'No passage yet'),
    scripture: t('soap.scripture', 'Scripture'),
    observation: t('soap.observation', 'Observation'),
    application: t('soap.application', 'Application'),
    prayer: t('soap.prayer', 'Prayer'),
    written: t('soap.written', 'Written'),
  };

  return (
    <article id={PRINTED} aria-labelledby="soap-entry-title">
      <PrintOnlyTheEntry />
      <Stack>
        <div data-screen-only>
          <Link to=".." relative="path">
            {t('soap.backToJournal', 'Back to the journal')}
          </Link>
        </div>
        <PageTitle id="soap-entry-title" style={{ marginBlockEnd: 0 }}>
          <bdi>{title}</bdi>
        </PageTitle>
        <Muted>
          {labels.written}: <time dateTime={entry.createdAt}>{date}</time>
          {entry.status === 'draft' ? ` · ${t('soap.draft', 'Draft')}` : ''}
        </Muted>
        <Actions data-screen-only>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              downloadText(entryMarkdown(entry, passage.data?.verses ?? [], labels, date), markdownFileName(entry))
            }
          >
            {t('soap.downloadMarkdown', 'Download as Markdown')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => window.print()}>
            {t('soap.print', 'Print or save as PDF')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => navigate('edit', { relative: 'path' })}>
            {t('soap.edit', 'Edit')}
          </Button>
          <SaveToggle target={{ kind: 'reflection', id: entry.id }} />
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
            {t('soap.delete', 'Delete')}
          </Button>
          {entry.application.trim() ? (
            <Link
              to={paths.sharePrayer({
                title: entry.scripture
                  ? t('soap.prayerRequestTitle', 'Praying over {scripture}', { scripture: entry.scripture })
                  : t('soap.prayerRequestUntitled', 'A prayer from my journal'),
                body: entry.application,
              })}
            >
              {t('soap.turnIntoPrayer', 'Turn the application into a prayer request')}
            </Link>
          ) : null}
        </Actions>
        <Card as="div">
          <Stack>
            {entry.scripture ? (
              <Section aria-labelledby="soap-scripture-heading">
                <h2 id="soap-scripture-heading">{labels.scripture}</h2>
                <PassageText reference={entry.scripture} />
              </Section>
            ) : null}
            {(['observation', 'application', 'prayer'] as const).map((name) => (
              <Section key={name} aria-labelledby={`soap-${name}-heading`}>
                <h2 id={`soap-${name}-heading`}>{labels[name]}</h2>
                <p dir="auto">{entry[name] || '—'}</p>
              </Section>
            ))}
          </Stack>
        </Card>
        <ShareWithCircles entry={entry} />
      </Stack>
      {confirming ? (
        <ConfirmDialog
          title={t('soap.deleteTitle', 'Delete this entry?')}
          confirmLabel={t('soap.delete', 'Delete')}
          busyLabel={t('soap.deleting', 'Deleting…')}
          cancelLabel={t('reader.cancel', 'Cancel')}
          destructive
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error) : null}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            remove.mutate(
              { params: { entryId: entry.id } },
              {
                onSuccess: () => {
                  toast({ title: t('soap.deleted', 'The entry is deleted') });
                  navigate('..', { relative: 'path', replace: true });
                },
              },
            )
          }
        >
          <p>{t('soap.deleteBody', 'It is deleted for good and cannot be brought back.')}</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

/** /soap/:entryId: one entry, to read, export (Markdown, print or PDF), edit or delete. */
export function EntryPage() {
  const { entryId = '' } = useParams();
  const entry = useSoapEntry(entryId);
  if (entry.isPending) return <LoadingState />;
  if (entry.isError) return <QueryErrorState error={entry.error} onRetry={() => void entry.refetch()} />;
  return <EntryView entry={entry.data} />;
}
