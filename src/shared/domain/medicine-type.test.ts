import { describe, expect, it } from 'vitest';
import { medicineTypeOfSubstance, medicineTypeOfWords } from './medicine-type';

describe('medicine type', () => {
  it('from the knowledge base: supplements, vitamins and herbs; a drug, food or oil says nothing', () => {
    const of = (kind: Parameters<typeof medicineTypeOfSubstance>[0]['kind'], id: string) =>
      medicineTypeOfSubstance({ kind, id, name: id });
    expect(of('supplement', 'magnesium')).toBe('Supplement');
    expect(of('supplement', 'vitamin-d')).toBe('Vitamin');
    expect(of('supplement', 'multivitamin')).toBe('Vitamin');
    expect(of('herb', 'ginkgo')).toBe('Herbal');
    expect(of('drug', 'ibuprofen')).toBeNull();
    expect(of('food', 'grapefruit')).toBeNull();
    expect(of('essential_oil', 'peppermint-oil')).toBeNull();
  });

  it('from a record’s words', () => {
    expect(medicineTypeOfWords(['Dietary supplement'])).toBe('Supplement');
    expect(medicineTypeOfWords(['otc'])).toBe('Over-the-counter');
    expect(medicineTypeOfWords(['Non-prescription'])).toBe('Over-the-counter');
    expect(medicineTypeOfWords(['Herbal product'])).toBe('Herbal');
    expect(medicineTypeOfWords(['Vitamin B12 1000 mcg'])).toBe('Vitamin');
    expect(medicineTypeOfWords(['community', 'Metformin 500 mg'])).toBeNull();
    // 'otc' is a word, not letters inside one.
    expect(medicineTypeOfWords(['Motcillin'])).toBeNull();
  });
});
