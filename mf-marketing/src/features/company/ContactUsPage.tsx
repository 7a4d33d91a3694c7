import { companyContacts } from '@koinonia/contracts';
import { sitePath, type SitePageId } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { ContactForm } from '../../site/contact-form/ContactForm';
import { Hero } from '../../site/sections/Hero';
import { TextWithLink } from '../../site/sections/TextWithLink';

/** The form's section: the "send us a message" channel leads to it, on this page, rather than to /contact. */
const FORM_SECTION_ID = 'send-message';

type Channel = 'contact' | 'support' | 'enterprise' | 'demo';
const channels: readonly Channel[] = ['contact', 'support', 'enterprise', 'demo'];
const channelPages: Record<Exclude<Channel, 'contact'>, SitePageId> = {
  support: 'support',
  enterprise: 'enterpriseContact',
  demo: 'enterpriseContact',
};

/** /contact-us: the contact form (SPEC §2), every other way to reach the team, the mailing address and emails (§9). */
export function ContactUsPage() {
  const { language } = useSite();
  const { contactUs } = useCopy('company');
  const forms = useCopy('forms');
  const format = useFormat();
  const channelLink = (channel: Channel) => (channel === 'contact' ? `#${FORM_SECTION_ID}` : sitePath(language, channelPages[channel]));
  return (
    <>
      <Hero copy={contactUs.hero} />
      <section className="k-section" id={FORM_SECTION_ID} aria-labelledby="send-message-title">
        <div className="k-container k-prose">
          <h2 id="send-message-title">{forms.contact.hero.title}</h2>
          <p className="k-muted">{forms.contact.hero.subtitle}</p>
          <ContactForm kind="contact" />
        </div>
      </section>
      <section className="k-section k-section-alt" aria-labelledby="channels-title">
        <div className="k-container">
          <h2 id="channels-title">{contactUs.channels.title}</h2>
          <ul className="k-cards">
            {channels.map((channel) => (
              <li key={channel} className="k-card">
                <h3>{contactUs.channels.items[channel].title}</h3>
                <p>{contactUs.channels.items[channel].body}</p>
                <p>
                  <a href={channelLink(channel)}>{contactUs.channels.items[channel].link}</a>
                </p>
              </li>
            ))}
          </ul>
          <p className="k-muted">{contactUs.responseTime}</p>
        </div>
      </section>
      <section className="k-section" aria-label={contactUs.address.title}>
        <div className="k-container k-columns">
          <div>
            <h2>{contactUs.address.title}</h2>
            <address>
              {contactUs.address.lines.map((line) => (
                <span key={line} className="k-line">
                  {line}
                </span>
              ))}
            </address>
          </div>
          <div>
            <h2>{contactUs.email.title}</h2>
            <p>
              <TextWithLink text={format(contactUs.email.support)} placeholder="email">
                <a href={`mailto:${companyContacts.supportEmail}`}>{companyContacts.supportEmail}</a>
              </TextWithLink>
            </p>
            <p>
              <TextWithLink text={format(contactUs.email.privacy)} placeholder="email">
                <a href={`mailto:${companyContacts.privacyEmail}`}>{companyContacts.privacyEmail}</a>
              </TextWithLink>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
