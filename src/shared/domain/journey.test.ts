import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOURNEY_LEVEL,
  JOURNEY_CONFIG,
  JOURNEY_HEADINGS,
  isJourneyButtonDisabled,
  isJourneyLevel,
  journeyButtonLabel,
  journeyLevelAt,
  journeyUpdatedToast,
} from './journey';

describe('journey levels (maintain, improve, transform)', () => {
  it("defaults to 'improve'", () => {
    expect(DEFAULT_JOURNEY_LEVEL).toBe('improve');
  });

  it("carries each level's progress percentage and weekly time", () => {
    expect(JOURNEY_CONFIG.maintain).toMatchObject({
      title: 'Maintain',
      progressIndicator: 33,
      estimatedTimeCommitment: '5-10 min/week',
    });
    expect(JOURNEY_CONFIG.improve).toMatchObject({
      title: 'Improve',
      progressIndicator: 66,
      estimatedTimeCommitment: '15-20 min/week',
    });
    expect(JOURNEY_CONFIG.transform).toMatchObject({
      title: 'Transform',
      progressIndicator: 100,
      estimatedTimeCommitment: '30+ min/week',
    });
  });

  it('lists five maintain features, and each higher level adds its own to the previous list', () => {
    expect(JOURNEY_CONFIG.maintain.features).toHaveLength(5);
    expect(JOURNEY_CONFIG.maintain.features).toContain('Blood test analysis');
    const { maintain, improve, transform } = JOURNEY_CONFIG;
    expect(improve.features.slice(0, maintain.features.length)).toEqual(maintain.features);
    expect(improve.features).toHaveLength(5 + 7);
    expect(transform.features.slice(0, improve.features.length)).toEqual(improve.features);
    expect(transform.features.slice(improve.features.length)).toEqual(
      expect.arrayContaining(['Ingredient analyzer', 'Meal planning', 'Full drug database']),
    );
    expect(transform.features).toHaveLength(5 + 7 + 8);
  });

  it('gives every level a subtitle, description and focus areas', () => {
    for (const config of Object.values(JOURNEY_CONFIG)) {
      expect(config.subtitle).not.toBe('');
      expect(config.description).not.toBe('');
      expect(config.focusAreas.length).toBeGreaterThan(0);
    }
  });

  it('maps slider positions to levels and recognises level names', () => {
    expect([0, 1, 2].map(journeyLevelAt)).toEqual(['maintain', 'improve', 'transform']);
    expect(journeyLevelAt(-3)).toBe('maintain');
    expect(journeyLevelAt(9)).toBe('transform');
    expect(journeyLevelAt(Number.NaN)).toBe('improve');
    expect(isJourneyLevel('transform')).toBe(true);
    expect(isJourneyLevel('extreme')).toBe(false);
  });
});

describe('journey selector copy and button state', () => {
  it('uses the onboarding and update headings', () => {
    expect(JOURNEY_HEADINGS).toEqual({
      onboarding: 'Choose Your Health Journey',
      update: 'Update Your Health Journey',
    });
  });

  it('labels the button Start My Journey, Current Selection or Update Journey', () => {
    expect(
      journeyButtonLabel({ isOnboarding: true, selected: 'improve', current: 'improve' }),
    ).toBe('Start My Journey');
    expect(
      journeyButtonLabel({ isOnboarding: true, selected: 'transform', current: 'improve' }),
    ).toBe('Start My Journey');
    expect(
      journeyButtonLabel({ isOnboarding: false, selected: 'improve', current: 'improve' }),
    ).toBe('Current Selection');
    expect(
      journeyButtonLabel({ isOnboarding: false, selected: 'maintain', current: 'improve' }),
    ).toBe('Update Journey');
  });

  it('disables the button while saving or when the choice is already current', () => {
    expect(
      isJourneyButtonDisabled({
        isOnboarding: false,
        isSaving: false,
        selected: 'improve',
        current: 'improve',
      }),
    ).toBe(true);
    expect(
      isJourneyButtonDisabled({
        isOnboarding: false,
        isSaving: true,
        selected: 'maintain',
        current: 'improve',
      }),
    ).toBe(true);
    expect(
      isJourneyButtonDisabled({
        isOnboarding: false,
        isSaving: false,
        selected: 'maintain',
        current: 'improve',
      }),
    ).toBe(false);
    expect(
      isJourneyButtonDisabled({
        isOnboarding: true,
        isSaving: false,
        selected: 'improve',
        current: 'improve',
      }),
    ).toBe(false);
  });

  it('confirms the change with the level title', () => {
    expect(journeyUpdatedToast('transform')).toEqual({
      title: 'Health journey updated!',
      description: "You're now on the Transform path.",
    });
  });
});
