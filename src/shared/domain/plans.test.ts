import { describe, expect, it } from 'vitest';
import {
  FREE_DAILY_AI_CHATS,
  PLAN_DISPLAY_NAMES,
  YEARLY_SAVINGS_USD,
  formatPlanPrice,
  isBillingCycle,
  isPlanId,
  lookupKeyFor,
  parseLookupKey,
  planLevel,
  canUseFeature,
  registerPathFor,
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

  it('counts legacy paid tier names as level 1', () => {
    for (const tier of ['wellness_plus', 'paid', 'health', 'premium', 'pro', 'basic', 'starter'])
      expect(planLevel(tier)).toBe(1);
    expect(planLevel('wellness')).toBe(0);
    expect(planLevel(null)).toBe(0);
    expect(canUseFeature('free', 'habit_tracker')).toBe(true);
    expect(canUseFeature('free', 'supplement_interactions')).toBe(false);
    expect(canUseFeature('wellness_plus', 'supplement_interactions')).toBe(true);
  });
});
