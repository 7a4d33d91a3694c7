import { headTags } from './head';

const meta = { title: 'Mur de prière — Koinonia', description: 'Priez ensemble "jour et nuit" <vraiment>.' };
const head = headTags({ language: 'fr', page: 'prayerWall', origin: 'https://koinonia.app', meta });

describe('the head of a public page', () => {
  it('has its title and description, escaped', () => {
    expect(head).toContain('<title>Mur de prière — Koinonia</title>');
    expect(head).toContain('<meta name="description" content="Priez ensemble &quot;jour et nuit&quot; &lt;vraiment&gt;.">');
  });

  it('names its own address as canonical', () => {
    expect(head).toContain('<link rel="canonical" href="https://koinonia.app/fr/fonctionnalites/mur-priere">');
  });

  it('links the same page in all 31 languages, with English as x-default', () => {
    expect(head.match(/rel="alternate" hreflang=/g)).toHaveLength(32);
    expect(head).toContain('<link rel="alternate" hreflang="de" href="https://koinonia.app/de/funktionen/gebetswand">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://koinonia.app/features/prayer-wall">');
  });

  it('describes itself to link previews with Open Graph', () => {
    expect(head).toContain('<meta property="og:url" content="https://koinonia.app/fr/fonctionnalites/mur-priere">');
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    expect(head).toContain('<meta property="og:locale:alternate" content="pt_BR">');
    expect(head).toContain('<meta property="og:title" content="Mur de prière — Koinonia">');
  });
});
