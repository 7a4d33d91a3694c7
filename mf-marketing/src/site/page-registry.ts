import type { ComponentType } from 'react';
import type { SiteNamespace, SitePageId } from '@koinonia/i18n/site';

export interface PageEntry {
  /** The copy the page reads besides the common namespace every page uses. */
  namespaces: readonly SiteNamespace[];
  /** The page's component, its own chunk: a visitor downloads the page they opened and no other. */
  load: () => Promise<ComponentType>;
}

const featurePage: PageEntry = {
  namespaces: ['features'],
  load: () => import(/* webpackChunkName: "page-feature" */ '../features/feature-pages/FeaturePage').then((module) => module.FeaturePage),
};

/** Every public page: its copy and its component (SPEC §2 public routes, plus pricing). */
export const pageRegistry: Readonly<Record<SitePageId, PageEntry>> = {
  landing: {
    namespaces: ['landing'],
    load: () => import(/* webpackChunkName: "page-landing" */ '../features/landing/LandingPage').then((module) => module.LandingPage),
  },
  prayerWall: featurePage,
  bibleReading: featurePage,
  events: featurePage,
  communityChat: featurePage,
  volunteerHub: featurePage,
  pricing: {
    namespaces: ['pricing'],
    load: () => import(/* webpackChunkName: "page-pricing" */ '../features/pricing/PricingPage').then((module) => module.PricingPage),
  },
  aboutUs: {
    namespaces: ['company'],
    load: () => import(/* webpackChunkName: "page-about-us" */ '../features/company/AboutUsPage').then((module) => module.AboutUsPage),
  },
  candlesInfo: {
    namespaces: ['company', 'pricing'],
    load: () => import(/* webpackChunkName: "page-candles-info" */ '../features/company/CandlesInfoPage').then((module) => module.CandlesInfoPage),
  },
  contactUs: {
    namespaces: ['company', 'forms'],
    load: () => import(/* webpackChunkName: "page-contact-us" */ '../features/company/ContactUsPage').then((module) => module.ContactUsPage),
  },
  contact: {
    namespaces: ['forms'],
    load: () => import(/* webpackChunkName: "page-contact" */ '../features/forms/ContactPage').then((module) => module.ContactPage),
  },
  enterpriseContact: {
    namespaces: ['forms'],
    load: () => import(/* webpackChunkName: "page-enterprise-contact" */ '../features/forms/EnterpriseContactPage').then((module) => module.EnterpriseContactPage),
  },
  support: {
    namespaces: ['forms'],
    load: () => import(/* webpackChunkName: "page-support" */ '../features/forms/SupportPage').then((module) => module.SupportPage),
  },
  helpDocs: {
    namespaces: ['help'],
    load: () => import(/* webpackChunkName: "page-help-docs" */ '../features/help/HelpDocsPage').then((module) => module.HelpDocsPage),
  },
  faq: {
    namespaces: ['help'],
    load: () => import(/* webpackChunkName: "page-faq" */ '../features/help/FaqPage').then((module) => module.FaqPage),
  },
  privacyPolicy: {
    namespaces: ['legal'],
    load: () => import(/* webpackChunkName: "page-legal" */ '../features/legal/LegalPage').then((module) => module.LegalPage),
  },
  termsOfService: {
    namespaces: ['legal'],
    load: () => import(/* webpackChunkName: "page-legal" */ '../features/legal/LegalPage').then((module) => module.LegalPage),
  },
};

/** Every namespace a page renders with: the common one first. */
export const namespacesOf = (page: SitePageId): SiteNamespace[] => ['common', ...pageRegistry[page].namespaces];
