import { describe, expect, it } from 'vitest';
import {
  EDITION_CAPABILITIES,
  FEATURE_EDITION_CAPABILITIES,
  hasEditionCapability,
  INTERACTION_DETAIL_FEATURE,
  interactionDetailFor,
  isFeatureAvailable,
  isFeatureInEdition,
  isPaidSubscription,
  needsUpgrade,
  normalizeTier,
  planLevel,
  requiredLevelFor,
  requiredPlanFor,
} from './plan-access';
import { FEATURE_KEYS, FREE_FEATURE_KEYS, PAID_FEATURE_KEYS } from './plans';

describe('tier names and levels (every paid tier name is level 1)', () => {
  it('counts every paid tier name as level 1', () => {
    for (const tier of [
      'paid',
      'health',
      'premium',
      'pro',
      'basic',
      'starter',
      'wellness_plus',
      'health_pro',
      ' PRO ',
      'Premium',
    ]) {
      expect(planLevel(tier)).toBe(1);
    }
  });
  it('counts wellness, free, missing and unknown names as level 0', () => {
    for (const tier of [
      'wellness',
      'free',
      '',
      'gold',
      'enterprise',
      'wellness_plus_yearly',
      null,
      undefined,
    ]) {
      expect(planLevel(tier)).toBe(0);
    }
  });
  it('normalises tier names to a plan', () => {
    expect(normalizeTier('paid')).toBe('wellness_plus');
    expect(normalizeTier('health')).toBe('wellness_plus');
    expect(normalizeTier('premium')).toBe('wellness_plus');
    expect(normalizeTier('pro')).toBe('wellness_plus');
    expect(normalizeTier('basic')).toBe('wellness_plus');
    expect(normalizeTier('starter')).toBe('wellness_plus');
    expect(normalizeTier('wellness_plus')).toBe('wellness_plus');
    expect(normalizeTier('health_pro')).toBe('health_pro');
    expect(normalizeTier('wellness')).toBe('wellness');
    expect(normalizeTier('free')).toBe('wellness');
    expect(normalizeTier('something-else')).toBe('wellness');
    expect(normalizeTier(null)).toBe('wellness');
  });
  it('is paid only when subscribed and simplified_tier is paid', () => {
    expect(isPaidSubscription(true, 'paid')).toBe(true);
    expect(isPaidSubscription(true, 'free')).toBe(false);
    expect(isPaidSubscription(false, 'paid')).toBe(false);
    expect(isPaidSubscription(null, null)).toBe(false);
  });
});

describe('feature gates', () => {
  it('lets everyone use free features and only level 1 use paid ones', () => {
    for (const feature of FREE_FEATURE_KEYS) {
      expect(requiredLevelFor(feature)).toBe(0);
      expect(requiredPlanFor(feature)).toBe('wellness');
      expect(isFeatureAvailable(0, feature)).toBe(true);
      expect(isFeatureAvailable(1, feature)).toBe(true);
    }
    for (const feature of PAID_FEATURE_KEYS) {
      expect(requiredLevelFor(feature)).toBe(1);
      expect(requiredPlanFor(feature)).toBe('wellness_plus');
      expect(isFeatureAvailable(0, feature)).toBe(false);
      expect(isFeatureAvailable(1, feature)).toBe(true);
    }
  });
  it('asks a non-paid user to upgrade for paid features only', () => {
    expect(needsUpgrade(false, 'supplement_interactions')).toBe(true);
    expect(needsUpgrade(false, 'habit_tracker')).toBe(false);
    expect(needsUpgrade(true, 'supplement_interactions')).toBe(false);
    expect(needsUpgrade(true, 'habit_tracker')).toBe(false);
    expect(isFeatureAvailable(planLevel('premium'), 'lab_uploads')).toBe(true);
    expect(isFeatureAvailable(planLevel('free'), 'lab_uploads')).toBe(false);
  });
});

describe('editions (the Wellness edition lacks the Health capabilities)', () => {
  it('gives the Health edition everything', () => {
    for (const feature of FEATURE_KEYS) expect(isFeatureInEdition('health', feature)).toBe(true);
    for (const capability of EDITION_CAPABILITIES)
      expect(hasEditionCapability('health', capability)).toBe(true);
  });
  it('leaves uploads, advanced analysis, provider integration, unlimited access and risk assessment out of the Wellness edition', () => {
    for (const capability of EDITION_CAPABILITIES)
      expect(hasEditionCapability('wellness', capability)).toBe(false);
    for (const feature of [
      'lab_uploads',
      'ocr',
      'advanced_analysis',
      'provider_collaboration',
      'unlimited_queries',
      'unlimited_community',
      'unlimited_product_checks',
      'risk_assessment',
    ] as const) {
      expect(isFeatureInEdition('wellness', feature)).toBe(false);
    }
    expect(new Set(Object.values(FEATURE_EDITION_CAPABILITIES))).toEqual(
      new Set(EDITION_CAPABILITIES),
    );
  });
  it('keeps every other feature in the Wellness edition', () => {
    for (const feature of [
      'habit_tracker',
      'mood_tracking',
      'supplement_interactions',
      'food_drug_timing',
      'pattern_insights',
      'product_checks',
    ] as const) {
      expect(isFeatureInEdition('wellness', feature)).toBe(true);
    }
  });
});

describe('interaction detail (mechanism and evidence)', () => {
  it('follows the plan gate of the interactions database: basic when free, full when paid', () => {
    expect(interactionDetailFor(0)).toBe('basic');
    expect(interactionDetailFor(1)).toBe('full');
    expect(requiredPlanFor(INTERACTION_DETAIL_FEATURE)).toBe('wellness_plus');
    expect(interactionDetailFor(planLevel('free'))).toBe('basic');
    expect(interactionDetailFor(planLevel('pro'))).toBe('full');
  });
});
