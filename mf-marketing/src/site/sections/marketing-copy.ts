/** The shape every marketing page's copy follows (SPEC §2: hero, overview, feature lists, benefits, 3 steps, a call to action). */
export interface CopyItem {
  title: string;
  body: string;
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  subtitle: string;
}

export interface MarketingPageCopy {
  hero: HeroCopy;
  overview: { title: string; paragraphs: readonly string[] };
  features: { title: string; items: readonly CopyItem[] };
  benefits: { title: string; items: readonly CopyItem[] };
  howItWorks: { title: string; steps: readonly CopyItem[] };
  cta: { title: string; body: string };
}
