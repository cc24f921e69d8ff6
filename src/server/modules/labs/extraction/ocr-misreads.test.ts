import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { repairOcrUnit } from './ocr-misreads';

const reference = biomarkerReferenceFromFiles();
const marker = (id: string) => reference.markers.get(id)!;

describe('repairOcrUnit', () => {
  it("reads an enzyme's 'U/l' blurred to 'Un' or to a lone 'u' as U/L", () => {
    expect(repairOcrUnit('Un', marker('alt'), reference)).toBe('U/L');
    expect(repairOcrUnit('u', marker('alt'), reference)).toBe('U/L');
    expect(repairOcrUnit('U', marker('alt'), reference)).toBe('U/L');
  });

  it("leaves a lone 'u' unread where the test has no unit per litre of units", () => {
    expect(repairOcrUnit('u', marker('glucose'), reference)).toBeNull();
  });
});
