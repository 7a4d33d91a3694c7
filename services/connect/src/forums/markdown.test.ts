import { renderPostMarkdown } from './markdown';

describe('a post rendered from Markdown', () => {
  it('keeps the small set of formatting a post needs', () => {
    const html = renderPostMarkdown(
      [
        '**bold** _em_ ~~gone~~ `code`',
        '',
        '> quoted',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '---',
        '',
        '```',
        'block',
        '```',
      ].join('\n'),
    );
    for (const tag of [
      '<strong>bold</strong>',
      '<em>em</em>',
      '<del>gone</del>',
      '<code>code</code>',
      '<blockquote>',
      '<ul>',
      '<ol>',
      '<li>',
      '<hr />',
      '<pre>',
    ]) {
      expect(html).toContain(tag);
    }
  });

  it("starts headings at h3, under the thread's title", () => {
    expect(renderPostMarkdown('# One\n\n## Two\n\n### Three')).toBe('<h3>One</h3>\n<h4>Two</h4>\n<h5>Three</h5>');
  });

  it('opens safe links in a new tab without handing them the page', () => {
    expect(renderPostMarkdown('[site](https://example.org) [mail](mailto:a@example.org)')).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">site</a> ' +
        '<a href="mailto:a@example.org" rel="noopener noreferrer nofollow" target="_blank">mail</a></p>',
    );
  });

  it('removes scripts, event handlers, javascript: links and raw HTML', () => {
    const attempts = [
      '<script>alert(1)</script>hello',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '<a href="javascript:alert(1)">click</a>',
      '<b onclick="alert(1)">bold</b>',
      '<iframe src="https://example.org"></iframe>',
      '<div style="position:fixed">over</div>',
    ];
    for (const attempt of attempts) {
      const html = renderPostMarkdown(attempt);
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img|<iframe|<div|<b>|style=/i);
    }
    expect(renderPostMarkdown('<script>alert(1)</script>hello')).not.toContain('alert');
  });

  it('shows no pictures, only their description', () => {
    expect(renderPostMarkdown('![a cat](https://example.org/cat.png)')).toBe('<p>a cat</p>');
  });

  it('keeps protocol-relative and data addresses out of links', () => {
    expect(renderPostMarkdown('[x](//evil.example) [y](data:text/html,hi)')).not.toMatch(/href=/);
  });
});
