import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_BODY_MAX_LENGTH, TYPING_INDICATOR_MS } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, VisuallyHidden } from '@koinonia/ui';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Input = styled.textarea`
  flex: 1;
  min-height: 2.75rem;
  max-height: 10rem;
  resize: vertical;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Typing is signalled at most once per this long, so the others' indicator stays on while one types. */
const TYPING_SIGNAL_MS = TYPING_INDICATOR_MS / 2;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; typing tells the others (throttled). `onTyping`
 * says whether the signal went out: one that could not (the connection is coming back) is tried at the next key.
 */
export function Composer({ onSend, onTyping }: { onSend(body: string): void; onTyping(): boolean }) {
  const { t } = useLanguage();
  const hintId = useId();
  const [text, setText] = useState('');
  const lastSignal = useRef(0);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
    lastSignal.current = 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Form onSubmit={send}>
      <Input
        aria-label={t('conversations.composerLabel', 'Message')}
        dir="auto"
        aria-describedby={hintId}
        rows={1}
        value={text}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setText(event.target.value);
          const now = Date.now();
          if (event.target.value.trim() && now - lastSignal.current >= TYPING_SIGNAL_MS && onTyping()) {
            lastSignal.current = now;
          }
        }}
      />
      <VisuallyHidden id={hintId}>
        {t('conversations.composerHint', 'Enter sends, Shift+Enter starts a new line.')}
      </VisuallyHidden>
      <Button type="submit" disabled={!text.trim()}>
        {t('conversations.send', 'Send')}
      </Button>
    </Form>
  );
}
