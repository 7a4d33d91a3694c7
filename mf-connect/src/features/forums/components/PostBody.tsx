import styled from 'styled-components';

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;
  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space(3)};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

/**
 * A post's text as the service rendered it. Setting HTML is safe here, and only here: the service turned the
 * Markdown into HTML when the post was written and sanitized it then (services/connect/src/forums/markdown.ts keeps a
 * small set of tags, drops raw HTML, scripts and event handlers, and keeps only http, https and mailto links), so
 * the browser carries no Markdown library and never renders what a member typed as markup.
 */
export function PostBody({ html }: { html: string }) {
  // The reviewed exception to the rule against raw HTML: the one place the forums show HTML, sanitized by the service.
  // eslint-disable-next-line no-restricted-syntax -- sanitized at write time by services/connect/src/forums/markdown.ts
  return <Body dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
