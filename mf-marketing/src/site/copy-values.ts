import {
  ACCOUNT_DELETION_DAYS,
  boostPacks,
  churchLoyaltyRewards,
  churchPlans,
  companyContacts,
  CONTACT_MESSAGE_RETENTION_MONTHS,
  giftsAssessmentQuestionCounts,
  individualPlans,
  LOYALTY_INTERVAL_MONTHS,
  MAX_PINNED_ITEMS,
  MINIMUM_ACCOUNT_AGE,
  MONTHS_CHARGED_PER_YEAR,
  readingPlanCounts,
} from '@koinonia/contracts';
import { languages } from '@koinonia/i18n';

/**
 * The figures and names the copy's {placeholders} stand for. Copy never types a number or a plan name the
 * product owns: it names it, and the value comes from packages/contracts, so a changed price or limit shows
 * the same everywhere in all 31 languages.
 */
export const copyValues = {
  languageCount: languages.length,
  beginnerPlans: readingPlanCounts.beginner,
  intermediatePlans: readingPlanCounts.intermediate,
  basicQuestions: giftsAssessmentQuestionCounts.basic,
  comprehensiveQuestions: giftsAssessmentQuestionCounts.comprehensive,
  disciplePlan: individualPlans.disciple.name,
  servantPlan: individualPlans.servant.name,
  torchbearerPlan: individualPlans.torchbearer.name,
  churchBasicPlan: churchPlans.church_basic.name,
  churchStandardPlan: churchPlans.church_standard.name,
  enterprisePlan: churchPlans.enterprise.name,
  discipleCandles: individualPlans.disciple.aiCandlesPerMonth,
  smallPackCandles: boostPacks.S.candles,
  mediumPackCandles: boostPacks.M.candles,
  largePackCandles: boostPacks.L.candles,
  basicLoyaltyCandles: churchLoyaltyRewards.shepherd.candles,
  standardLoyaltyCandles: churchLoyaltyRewards.beacon.candles,
  loyaltyMonths: LOYALTY_INTERVAL_MONTHS,
  monthsCharged: MONTHS_CHARGED_PER_YEAR,
  freeMonths: 12 - MONTHS_CHARGED_PER_YEAR,
  maxPinned: MAX_PINNED_ITEMS,
  deletionDays: ACCOUNT_DELETION_DAYS,
  minimumAge: MINIMUM_ACCOUNT_AGE,
  messageRetentionMonths: CONTACT_MESSAGE_RETENTION_MONTHS,
  supportEmail: companyContacts.supportEmail,
  privacyEmail: companyContacts.privacyEmail,
};
