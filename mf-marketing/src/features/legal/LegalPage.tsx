import { useCopy, useFormat, useSite } from '../../site/site-context';
import { TextWithLink } from '../../site/sections/TextWithLink';
import { MaxMindLink } from '../../site/sections/MaxMindLink';

/** When the privacy policy and terms last changed; update it with any change to their copy. */
export const LEGAL_UPDATED_ON = '2026-11-23';

/** /privacy-policy and /terms-of-service: what Koinonia does with data, and the terms of use. */
export function LegalPage() {
  const { page, formats } = useSite();
  const legal = useCopy('legal');
  const format = useFormat();
  const document = page === 'privacyPolicy' ? legal.privacyPolicy : legal.termsOfService;
  return (
    <article className="k-section">
      <div className="k-container k-prose">
        <h1>{document.title}</h1>
        <p className="k-muted">{format(legal.updated, { date: formats.date(LEGAL_UPDATED_ON) })}</p>
        <p className="k-lead">{format(document.intro)}</p>
        <nav aria-labelledby="contents-title" className="k-card">
          <h2 id="contents-title">{legal.contents}</h2>
          <ol className="k-toc">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <TextWithLink text={format(paragraph)} placeholder="link">
                  <MaxMindLink />
                </TextWithLink>
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
