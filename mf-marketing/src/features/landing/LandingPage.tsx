import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { claimCopy, featureCopy, heroCopy, stepCopy } from './landing-copy';

const Page = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)};
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  nav { display: flex; gap: ${({ theme }) => theme.space(4)}; align-items: center; }
`;

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(10)};
  h1 { font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.1; margin: 0 0 ${({ theme }) => theme.space(4)}; max-width: 20ch; }
  p { font-size: 1.25rem; max-width: 48ch; }
`;

const ButtonLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
`;

const Claim = styled.strong`
  display: block;
  font-size: 2rem;
  color: ${({ theme }) => theme.colors.primary};
`;

/** /landing, and / for visitors: what Koinonia is and how a church starts (SPEC §2 marketing pages). */
export function LandingPage() {
  const { t } = useLanguage();
  return (
    <Page>
      <TopBar>
        <strong style={{ fontSize: '1.5rem' }}>Koinonia</strong>
        <nav aria-label={t('nav.public', 'Site')}>
          <Link to={paths.login()}>{t('nav.signIn', 'Sign in')}</Link>
          <ButtonLink to={paths.quickSignup()}>{t('nav.getStarted', 'Get started free')}</ButtonLink>
        </nav>
      </TopBar>
      <main>
        <Hero>
          <h1>{t(...heroCopy.title)}</h1>
          <p>{t(...heroCopy.body)}</p>
          <ButtonLink to={paths.quickSignup()}>{t('nav.getStarted', 'Get started free')}</ButtonLink>
        </Hero>
        <section aria-labelledby="features-title">
          <h2 id="features-title">{t('landing.featuresTitle', 'Everything your church does together')}</h2>
          <Grid>
            {featureCopy.map(([key, title, body]) => (
              <li key={key}>
                <Card>
                  <h3 style={{ marginTop: 0 }}>{t(`${key}.title`, title)}</h3>
                  <Muted>{t(`${key}.body`, body)}</Muted>
                </Card>
              </li>
            ))}
          </Grid>
        </section>
        <section aria-labelledby="claims-title">
          <h2 id="claims-title">{t('landing.claimsTitle', 'Churches see the difference')}</h2>
          <Grid>
            {claimCopy.map(([key, figure, label]) => (
              <li key={key}>
                <Claim>{figure}</Claim>
                <Muted>{t(key, label)}</Muted>
              </li>
            ))}
          </Grid>
        </section>
        <section aria-labelledby="how-title">
          <h2 id="how-title">{t('landing.howTitle', 'How it works')}</h2>
          <ol>
            {stepCopy.map(([key, text]) => (
              <li key={key}>{t(key, text)}</li>
            ))}
          </ol>
          <ButtonLink to={paths.quickSignup()}>{t('nav.getStarted', 'Get started free')}</ButtonLink>
        </section>
      </main>
      <footer style={{ marginTop: '4rem' }}>
        <Muted>© Koinonia · {t('landing.privacy', 'Privacy-first: no ad tracking, no data resale.')}</Muted>
      </footer>
    </Page>
  );
}
