import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { ContactForm } from '../../site/contact-form/ContactForm';

/** /support: support or technical help, church partnerships and demos, general inquiries (SPEC §2). */
export function SupportPage() {
  const { language } = useSite();
  const common = useCopy('common');
  const { support } = useCopy('forms');
  return (
    <>
      <Hero copy={support.hero} />
      <section className="k-section" aria-label={support.hero.title}>
        <div className="k-container k-columns">
          <ContactForm kind="support" />
          <aside className="k-card" aria-labelledby="before-title">
            <h2 id="before-title">{support.before.title}</h2>
            <p>{support.before.body}</p>
            <ul className="k-checklist">
              <li>
                <a href={sitePath(language, 'faq')}>{common.pages.faq}</a>
              </li>
              <li>
                <a href={sitePath(language, 'helpDocs')}>{common.pages.helpDocs}</a>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
