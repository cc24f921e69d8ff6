import { describe, expect, it } from 'vitest';
import { findWatchedWord, mentionsCrisis } from './text-safety';

describe('crisis matching', () => {
  it.each([
    'I want to die',
    'Some days I just want to die.',
    'I have been thinking about suicide',
    "I'm feeling suicidal tonight",
    'I am going to kill myself',
    'I keep thinking about killing myself',
    'I want to end my life',
    'I’ve been self-harming again',
    'I started cutting myself',
    'I took an overdose an hour ago',
    'I overdosed on my pills',
    'I think I’m going to overdose',
    'I have chest pain and I can’t breathe',
    "Can't breathe properly, crushing chest pain",
    "I think I'm having a heart attack",
    'my throat is closing up after the new tablets',
    'I wish I was dead',
    'everyone would be better off dead without me',
  ])('asks first: %s', async (text) => {
    expect(await mentionsCrisis(text)).toBe(true);
  });

  it.each([
    'I skilled up in meal prep',
    'We killed time at the clinic waiting room',
    'My grandad collects die-cast cars',
    'The deadline for the report is Friday',
    'Suicide sprints at practice wrecked my legs',
    'I overdosed on sunshine this weekend',
    'What dose of paracetamol counts as an overdose?',
    'This chocolate cake is to die for',
    "I'm dying to try the new yoga class",
    'I nearly killed myself laughing at that video',
    'I had some chest pain after the gym yesterday',
    'Breathing exercises help when I cannot sleep',
    'The cutting board needs a wash',
    'Diet and exercise',
  ])('does not ask: %s', async (text) => {
    expect(await mentionsCrisis(text)).toBe(false);
  });
});

describe('watched words', () => {
  const rules = [
    { word: 'scam', action: 'flag' as const },
    { word: 'miracle cure', action: 'hold' as const },
    { word: 'buy now', action: 'block' as const },
  ];

  it('matches whole words and phrases, case-insensitively, strongest action first', () => {
    expect(findWatchedWord('This is a SCAM.', rules)).toEqual({ word: 'scam', action: 'flag' });
    expect(findWatchedWord('a Miracle  Cure for everything', rules)?.action).toBe('hold');
    expect(findWatchedWord('scam! buy now', rules)).toEqual({ word: 'buy now', action: 'block' });
  });

  it('does not match inside other words', () => {
    expect(findWatchedWord('the dog will scamper off', rules)).toBeNull();
    expect(findWatchedWord('buy nowhere', rules)).toBeNull();
    expect(findWatchedWord('nothing here', [])).toBeNull();
  });

  it('sees through disguises (ADR 053) but keeps symbols and whole words', () => {
    for (const text of [
      'this is a \u0455c\u0430m',
      'S.C.A.M',
      'sc4m',
      'sc\u200Bam',
      '**scam**mer',
      'scams',
    ])
      expect(findWatchedWord(text, rules)?.word, text).toBe('scam');
    expect(findWatchedWord('b.u.y n.o.w', rules)?.action).toBe('block');
    expect(findWatchedWord('I write c++ daily', [{ word: 'c++', action: 'hold' }])?.action).toBe(
      'hold',
    );
    expect(findWatchedWord('Scampi in Scunthorpe', rules)).toBeNull();
  });
});

describe('the crisis check sees through disguises (ADR 053)', () => {
  it.each([
    'I want to k1ll-myself',
    'thinking about su1cide',
    'I want to k\u0456ll myself',
    'gonna kms',
    'might unalive',
  ])('asks: %s', async (text) => {
    expect(await mentionsCrisis(text)).toBe(true);
  });
});
