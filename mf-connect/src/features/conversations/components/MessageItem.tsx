import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_EDIT_WINDOW_MS, type ConversationMessage } from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, ConfirmDialog, MoreIcon } from '@koinonia/ui';
import { useDeleteMessage, useEditMessage } from '../api';
import { Bubble, Meta } from './bubble';
import { ReportMessageDialog } from './ReportMessageDialog';

const MetaRow = styled(Meta)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Small and in the bubble's own colours, so it reads on the reader's (primary) bubbles and the others' in both themes. */
const ActionButton = styled.button`
  font: inherit;
  font-size: 0.8125rem;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.small};
  padding: 0 ${({ theme }) => theme.space(2)};
  min-block-size: 1.75rem;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ActionList = styled.ul`
  list-style: none;
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space(2)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Deleted = styled.p`
  font-style: italic;
  opacity: 0.85;
`;

const EditForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: min(20rem, 70vw);
  textarea {
    font: inherit;
    min-block-size: 4rem;
    resize: vertical;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export interface MessageItemProps {
  message: ConversationMessage;
  mine: boolean;
  /** A group shows who wrote each of the others' messages. */
  showSender: boolean;
  time: string;
  conversationId: string;
  /** The message's actions went away with it (deleted): focus goes somewhere sensible. */
  onGone(): void;
}

/**
 * One message, with its actions behind a button of its own (keyboard and screen reader alike): the sender edits
 * (within MESSAGE_EDIT_WINDOW_MS) or deletes it, anyone else reports it. A deleted one says so, an edited one says
 * "edited".
 */
export function MessageItem({ message, mine, showSender, time, conversationId, onGone }: MessageItemProps) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const actionsId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [asking, setAsking] = useState<'delete' | 'report' | null>(null);
  const [refocus, setRefocus] = useState(false);
  const edit = useEditMessage(conversationId);
  const remove = useDeleteMessage(conversationId);
  const deleted = message.deletedAt !== null;
  const editable = mine && !deleted && Date.now() - new Date(message.createdAt).getTime() < MESSAGE_EDIT_WINDOW_MS;

  // Back on the actions button once the edit form or a dialog is gone (it is rendered again by then).
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    toggle.current?.focus();
  }, [refocus]);

  const closeEditing = () => {
    setEditing(false);
    edit.reset();
    setRefocus(true);
  };

  const save = () => {
    const body = draft.trim();
    if (!body) return;
    edit.mutate({ messageId: message.id, body }, { onSuccess: closeEditing });
  };

  const onEditKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeEditing();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <Bubble $mine={mine} data-testid="message">
      {!mine && showSender ? <Meta>{message.senderName ?? t('conversations.someone', 'Someone')}</Meta> : null}
      {deleted ? (
        <Deleted>{t('conversations.deleted', 'This message was deleted')}</Deleted>
      ) : editing ? (
        <EditForm
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <textarea
            aria-label={t('conversations.editLabel', 'Edit message')}
            dir="auto"
            value={draft}
            maxLength={MESSAGE_BODY_MAX_LENGTH}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onEditKeyDown}
          />
          {edit.error ? <Alert>{messageOf(edit.error)}</Alert> : null}
          <div>
            <Button type="button" $variant="secondary" onClick={closeEditing}>
              {t('conversations.cancel', 'Cancel')}
            </Button>
            <Button type="submit" $variant="secondary" disabled={!draft.trim() || edit.isPending}>
              {t('conversations.save', 'Save')}
            </Button>
          </div>
        </EditForm>
      ) : (
        <p dir="auto">{message.body}</p>
      )}
      <MetaRow>
        <time dateTime={message.createdAt}>{time}</time>
        {message.editedAt && !deleted ? <span>{t('conversations.edited', 'edited')}</span> : null}
        {!deleted && !editing ? (
          <ActionButton
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={actionsId}
            aria-label={t('conversations.messageActions', 'Message actions')}
            title={t('conversations.messageActions', 'Message actions')}
            onClick={() => setOpen((current) => !current)}
          >
            <MoreIcon />
          </ActionButton>
        ) : null}
      </MetaRow>
      {open && !deleted && !editing ? (
        <ActionList
          id={actionsId}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          {editable ? (
            <li>
              <ActionButton
                type="button"
                onClick={() => {
                  setDraft(message.body);
                  setOpen(false);
                  setEditing(true);
                }}
              >
                {t('conversations.edit', 'Edit')}
              </ActionButton>
            </li>
          ) : null}
          {mine ? (
            <li>
              <ActionButton type="button" onClick={() => setAsking('delete')}>
                {t('conversations.delete', 'Delete')}
              </ActionButton>
            </li>
          ) : (
            <li>
              <ActionButton type="button" onClick={() => setAsking('report')}>
                {t('conversations.report', 'Report')}
              </ActionButton>
            </li>
          )}
        </ActionList>
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title={t('conversations.deleteTitle', 'Delete this message?')}
          confirmLabel={t('conversations.delete', 'Delete')}
          busyLabel={t('conversations.deleting', 'Deleting…')}
          cancelLabel={t('conversations.keep', 'Keep it')}
          busy={remove.isPending}
          error={remove.error ? messageOf(remove.error) : null}
          destructive
          onCancel={() => {
            setAsking(null);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(message.id, {
              onSuccess: () => {
                setAsking(null);
                setOpen(false);
                onGone();
              },
            })
          }
        >
          {t('conversations.deleteBody', 'Everyone in this conversation will see that it was deleted. This cannot be undone.')}
        </ConfirmDialog>
      ) : null}
      {asking === 'report' ? (
        <ReportMessageDialog
          messageId={message.id}
          onClose={() => {
            setAsking(null);
            setOpen(false);
            setRefocus(true);
          }}
        />
      ) : null}
    </Bubble>
  );
}
