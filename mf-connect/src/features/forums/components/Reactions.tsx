import styled from 'styled-components';
import { forumReactionEmoji, type ForumPost } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { useReact } from '../api';
import { reactionLabels } from '../labels';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 2.25rem;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The fixed set of reactions under a post: each a toggle with its count, pressed when the reader reacted so. */
export function Reactions({ post, threadId }: { post: ForumPost; threadId: string }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const react = useReact(threadId);
  return (
    <Row role="group" aria-label={t('forums.reactionsLabel', 'Reactions')}>
      {post.reactions.map((count) => {
        const name = t(`forums.reaction.${count.reaction}`, reactionLabels[count.reaction]);
        return (
          <Toggle
            key={count.reaction}
            type="button"
            aria-pressed={count.mine}
            aria-label={
              count.mine
                ? t('forums.reactedLabel', '{reaction}: {count}, you reacted', { reaction: name, count: count.count })
                : t('forums.reactionLabel', '{reaction}: {count}', { reaction: name, count: count.count })
            }
            onClick={() =>
              react.mutate(
                { post, reaction: count.reaction, reacted: !count.mine },
                { onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }) },
              )
            }
          >
            <span aria-hidden="true">{forumReactionEmoji[count.reaction]}</span>
            <span aria-hidden="true">{count.count}</span>
          </Toggle>
        );
      })}
    </Row>
  );
}
