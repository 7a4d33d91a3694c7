import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Posts are written in Markdown and rendered here, once, when they are written: the service keeps the Markdown and
 * the HTML, and the browser shows the HTML without carrying a Markdown library.
 *
 * Two layers: marked renders with raw HTML dropped (a `<b>` typed into a post is not markup), then sanitize-html keeps
 * only a small set of tags and safe links — so even a renderer bug cannot let a script, an event handler or a
 * `javascript:` link through.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });
markdown.use({
  renderer: {
    // Raw HTML, block or inline, is not part of a post.
    html: () => '',
    // No pictures from anywhere: a remote image tells its host who read the post.
    image: ({ text }) => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }),
  },
});

/** A post's headings sit under the thread's title: # and ## start at h3. */
const headingLevels: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' };

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // What is not allowed goes, and a script's or style's text with it.
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(
      Object.entries(headingLevels).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** The sanitized HTML of a post's Markdown. */
export function renderPostMarkdown(source: string): string {
  const rendered = markdown.parse(source) as string;
  return sanitizeHtml(rendered, sanitizeOptions).trim();
}
