import { describe, expect, it } from 'vitest';
import {
  FREE_DAILY_AI_CHATS,
  isComingSoonFeature,
  PLAN_DISPLAY_NAMES,
  YEARLY_SAVINGS_USD,
  formatPlanPrice,
  isBillingCycle,
  isPlanId,
  lookupKeyFor,
  parseLookupKey,
  registerPathFor,
  FEATURE_KEYS,
  FEATURE_NAMES,
  FEATURE_PLANS,
  LEGACY_PLANS,
  PRICE_LOOKUP_KEYS,
  YEARLY_SAVINGS_LABEL,
  isFeatureKey,
  planForLookupKey,
  PLAN_COMING_SOON,
  PLAN_FEATURES,
} from './plans';

describe('plans', () => {
  it('prices Wellness Pro at $19/month or $190/year, saving $38', () => {
    expect(formatPlanPrice('wellness_plus', 'monthly')).toBe('$19/month');
    expect(formatPlanPrice('wellness_plus', 'yearly')).toBe('$190/year');
    expect(formatPlanPrice('wellness', 'monthly')).toBe('Free');
    expect(YEARLY_SAVINGS_USD).toBe(38);
  });

  it('uses the marketed names and the single free chat figure', () => {
    expect(PLAN_DISPLAY_NAMES).toEqual({
      wellness: 'Free Wellness',
      wellness_plus: 'Wellness Pro',
      health_pro: 'Health Pro',
    });
    expect(FREE_DAILY_AI_CHATS).toBe(20);
  });

  it('builds and parses price lookup keys', () => {
    expect(lookupKeyFor('wellness_plus', 'yearly')).toBe('wellness_plus_yearly');
    expect(parseLookupKey('health_pro_monthly')).toEqual({ plan: 'health_pro', cycle: 'monthly' });
    expect(parseLookupKey('wellness_monthly')).toBeNull();
  });

  it('validates ids and cycles', () => {
    expect(isPlanId('wellness_plus')).toBe(true);
    expect(isPlanId('premium')).toBe(false);
    expect(isBillingCycle('yearly')).toBe(true);
    expect(isBillingCycle('weekly')).toBe(false);
  });

  it('links pricing buttons to the register page', () => {
    expect(registerPathFor('wellness')).toBe('/register?plan=wellness');
    expect(registerPathFor('wellness_plus', 'yearly')).toBe(
      '/register?plan=wellness_plus&cycle=yearly',
    );
  });

  it('labels the yearly saving and lists the Stripe lookup keys', () => {
    expect(YEARLY_SAVINGS_LABEL).toBe('Save $38');
    expect(PRICE_LOOKUP_KEYS).toEqual([
      'wellness_plus_monthly',
      'wellness_plus_yearly',
      'health_pro_monthly',
      'health_pro_yearly',
    ]);
  });

  it('keeps the legacy premium (29) and pro (49) plans', () => {
    expect(LEGACY_PLANS.premium.monthlyPriceUsd).toBe(29);
    expect(LEGACY_PLANS.pro.monthlyPriceUsd).toBe(49);
  });

  it('sells meal planning as included now that it is built, not as coming soon', () => {
    for (const key of [
      'meal_planner_lite',
      'advanced_meal_planning',
      'basic_nutrition_info',
    ] as const)
      expect(isComingSoonFeature(key), key).toBe(false);
    expect(isComingSoonFeature('premium_content')).toBe(true);
  });

  it('sells the community as included now that its routes exist', () => {
    expect(isComingSoonFeature('community_access')).toBe(false);
    expect(isComingSoonFeature('unlimited_community')).toBe(false);
    expect(PLAN_FEATURES.wellness).toContain(
      'Community: topics, threads and replies (20 posts a day)',
    );
    expect(PLAN_FEATURES.wellness_plus).toContain('Unlimited community posting');
    expect(PLAN_COMING_SOON.wellness).not.toContain('Community');
  });

  it('sells product and ingredient checks as included now that they are built', () => {
    for (const key of [
      'product_checks',
      'ingredient_analysis',
      'product_fact_checker',
      'ingredient_safety',
      'barcode_scan',
      'real_time_scanning',
      'unlimited_product_checks',
    ] as const)
      expect(isComingSoonFeature(key), key).toBe(false);
    // Our label analysis is rules and sources, not a language model: not sold as 'AI'.
    expect(isComingSoonFeature('ai_ingredient_analysis')).toBe(true);
  });

  it('sells provider collaboration and the directory as included now that they are built', () => {
    expect(isComingSoonFeature('provider_collaboration')).toBe(false);
    expect(PLAN_FEATURES.wellness).toContain('Provider directory');
    expect(PLAN_COMING_SOON.wellness).not.toContain('Provider directory');
  });

  it('sells the aromatherapy library as included now that its routes exist', () => {
    expect(isComingSoonFeature('aromatherapy_library')).toBe(false);
  });

  it('maps every feature key to its plan, and names every key', () => {
    const free = [
      'ai_wellness_analysis',
      'habit_tracker',
      'wellness_reports',
      'secure_private',
      'community_access',
      'mood_monitoring',
      'mood_tracking',
      'wellness_trends',
      'daily_log',
      'aromatherapy_library',
      'meal_planner_lite',
    ];
    const paid = [
      'advanced_meal_planning',
      'pattern_insights',
      'supplement_interactions',
      'unlimited_queries',
      'premium_content',
      'advanced_analytics',
      'food_drug_timing',
      'reports_analytics',
      'product_fact_checker',
      'ingredient_safety',
      'barcode_scan',
    ];
    for (const key of free)
      expect(FEATURE_PLANS[key as keyof typeof FEATURE_PLANS]).toBe('wellness');
    for (const key of paid)
      expect(FEATURE_PLANS[key as keyof typeof FEATURE_PLANS]).toBe('wellness_plus');
    for (const key of [
      'lab_uploads',
      'ocr',
      'advanced_analysis',
      'drug_interaction_database',
      'pdf_reports',
      'priority_support',
    ] as const)
      expect(FEATURE_PLANS[key]).toBe('wellness_plus');
    expect(new Set(FEATURE_KEYS).size).toBe(FEATURE_KEYS.length);
    for (const key of FEATURE_KEYS) expect(FEATURE_NAMES[key]).toMatch(/\S/);
    expect(isFeatureKey('lab_uploads')).toBe(true);
    expect(isFeatureKey('toString')).toBe(false);
    expect(isFeatureKey('gold')).toBe(false);
  });

  it('knows which plan a lookup key grants', () => {
    expect(planForLookupKey('wellness_plus_yearly')).toBe('wellness_plus');
    expect(planForLookupKey('health_pro_monthly')).toBe('health_pro');
    expect(planForLookupKey('premium_monthly')).toBeNull();
    expect(planForLookupKey(null)).toBeNull();
  });
});
