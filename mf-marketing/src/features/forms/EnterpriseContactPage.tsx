import { useCopy } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { ContactForm } from '../../site/contact-form/ContactForm';

/** /enterprise-contact: churches and networks ask for a demo and a plan (SPEC §2 enterprise contact). */
export function EnterpriseContactPage() {
  const { enterprise } = useCopy('forms');
  return (
    <>
      <Hero copy={enterprise.hero} />
      <section className="k-section" aria-label={enterprise.hero.title}>
        <div className="k-container k-columns">
          <ContactForm kind="enterprise" />
          <aside className="k-card" aria-labelledby="next-steps-title">
            <h2 id="next-steps-title">{enterprise.points.title}</h2>
            <ol className="k-checklist">
              {enterprise.points.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </aside>
        </div>
      </section>
    </>
  );
}
