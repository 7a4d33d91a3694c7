import { companyContacts } from '@koinonia/contracts';
import { sitePath, type SitePageId } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { TextWithLink } from '../../site/sections/TextWithLink';

const channelPages: Record<'contact' | 'support' | 'enterprise' | 'demo', SitePageId> = {
  contact: 'contact',
  support: 'support',
  enterprise: 'enterpriseContact',
  demo: 'enterpriseContact',
};

/** /contact-us: every way to reach the team, the mailing address and emails (SPEC §2, §9). */
export function ContactUsPage() {
  const { language } = useSite();
  const { contactUs } = useCopy('company');
  const format = useFormat();
  return (
    <>
      <Hero copy={contactUs.hero} />
      <section className="k-section" aria-labelledby="channels-title">
        <div className="k-container">
          <h2 id="channels-title">{contactUs.channels.title}</h2>
          <ul className="k-cards">
            {(Object.keys(channelPages) as Array<keyof typeof channelPages>).map((channel) => (
              <li key={channel} className="k-card">
                <h3>{contactUs.channels.items[channel].title}</h3>
                <p>{contactUs.channels.items[channel].body}</p>
                <p>
                  <a href={sitePath(language, channelPages[channel])}>{contactUs.channels.items[channel].link}</a>
                </p>
              </li>
            ))}
          </ul>
          <p className="k-muted">{contactUs.responseTime}</p>
        </div>
      </section>
      <section className="k-section k-section-alt" aria-label={contactUs.address.title}>
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
