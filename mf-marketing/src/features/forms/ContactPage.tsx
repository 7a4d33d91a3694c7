import { useCopy } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { ContactForm } from '../../site/contact-form/ContactForm';

/** /contact: the contact form, name, email and message (SPEC §2). */
export function ContactPage() {
  const forms = useCopy('forms');
  return (
    <>
      <Hero copy={forms.contact.hero} />
      <section className="k-section" aria-label={forms.contact.hero.title}>
        <div className="k-container k-prose">
          <ContactForm kind="contact" />
        </div>
      </section>
    </>
  );
}
