import styled from 'styled-components';
import { useLanguage, useOnline } from '@koinonia/shell-contract';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** SPEC §1 "Offline content": while the browser has no network, says what still works and what waits. */
export function OfflineNotice() {
  const { t } = useLanguage();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <Notice>
          {t(
            'offline.notice',
            'You are offline. Your journal, saved items and the chapters kept for your reading plans still open, and what you write is sent when you are back online.',
          )}
        </Notice>
      )}
    </div>
  );
}
