import { describe, expect, it } from 'vitest';
import { labelCounts } from '#shared/domain/label-counts';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { analyzeLabel } from './analyze-label';
import {
  isTabSeparated,
  productFromJsonLine,
  productFromTsvRow,
  productsFromCsv,
} from './open-food-facts-export';
import { catalogueBarcode, readProductSeed } from './product-catalogue';

const NUTELLA = {
  code: '3017620422003',
  product_name: 'Nutella',
  brands: 'Ferrero, Nutella',
  ingredients_text: 'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%',
};

describe('Open Food Facts exports', () => {
  it('reads a JSONL line into a product, first brand only', () => {
    expect(productFromJsonLine(JSON.stringify(NUTELLA))).toEqual({
      product: {
        barcode: '3017620422003',
        name: 'Nutella',
        brand: 'Ferrero',
        kind: 'food',
        ingredients_text: NUTELLA.ingredients_text,
      },
    });
    expect(productFromJsonLine('')).toBeNull();
  });

  it('skips what it cannot use, by reason, and never guesses', () => {
    expect(productFromJsonLine('{not json')).toEqual({ skipped: 'unreadable' });
    expect(productFromJsonLine('[1]')).toEqual({ skipped: 'unreadable' });
    expect(productFromJsonLine(JSON.stringify({ ...NUTELLA, code: '3017620422004' }))).toEqual({
      skipped: 'barcode',
    });
    expect(productFromJsonLine(JSON.stringify({ ...NUTELLA, product_name: ' ' }))).toEqual({
      skipped: 'name',
    });
    expect(productFromJsonLine(JSON.stringify({ ...NUTELLA, ingredients_text: '' }))).toEqual({
      skipped: 'ingredients',
    });
  });

  it('takes English fields when the main ones are empty, and the kind from the product type', () => {
    const result = productFromJsonLine(
      JSON.stringify({
        code: '0737628064502',
        product_name: '',
        product_name_en: 'Rice noodles',
        ingredients_text_en: 'Rice, water',
        product_type: 'beauty',
      }),
    );
    // Open Food Facts writes a UPC-A code as EAN-13 with a leading zero; a scan gives the UPC-A.
    expect(result).toMatchObject({
      product: { barcode: '737628064502', name: 'Rice noodles', kind: 'cosmetic' },
    });
    expect(
      productFromJsonLine(
        JSON.stringify({ ...NUTELLA, categories_tags: ['en:dietary-supplements'] }),
      ),
    ).toMatchObject({ product: { kind: 'supplement' } });
  });

  it('reads the tab-separated CSV export by its header, and a comma-separated extract', () => {
    const header = 'code\tproduct_name\tbrands\tingredients_text';
    expect(isTabSeparated(header)).toBe(true);
    expect(
      productFromTsvRow(header.split('\t'), '5449000000996\tCoca-Cola\tCoca-Cola\tWater, sugar'),
    ).toMatchObject({ product: { barcode: '5449000000996', name: 'Coca-Cola' } });
    const csv =
      'code,product_name,brands,ingredients_text\n' +
      '8076800195057,Spaghetti,Barilla,"Durum wheat semolina, water"\n' +
      '123,Broken,,x\n';
    expect(productsFromCsv(csv)).toEqual([
      {
        product: {
          barcode: '8076800195057',
          name: 'Spaghetti',
          brand: 'Barilla',
          kind: 'food',
          ingredients_text: 'Durum wheat semolina, water',
        },
      },
      { skipped: 'barcode' },
    ]);
  });

  it('keys a UPC-A code the way a scan reads it', () => {
    expect(catalogueBarcode('0737628064502')).toBe('737628064502');
    expect(catalogueBarcode('3017620422003')).toBe('3017620422003');
    expect(catalogueBarcode('3017620422004')).toBeNull();
  });
});

describe('the shipped product seed', () => {
  const seed = readProductSeed();
  const files = knowledgeFromFiles();
  const knowledge = {
    additives: files.additives,
    allergens: files.allergens,
    foodSubstances: files.food_substances,
    cosmetics: files.cosmetic_ingredients,
    interactions: files.interactions,
    foods: files.foods,
    oils: files.oils,
  };

  it('holds real, valid barcodes, each once, with a name, a brand and an ingredient list', () => {
    expect(seed.length).toBeGreaterThanOrEqual(15);
    expect(new Set(seed.map((product) => product.barcode)).size).toBe(seed.length);
    for (const product of seed) {
      expect(catalogueBarcode(product.barcode), product.name).toBe(product.barcode);
      expect(product.brand, product.barcode).not.toBe('');
    }
    expect(seed.map((product) => product.barcode)).toContain('3017620422003');
  });

  it('analyses every product with one count, and knows most of what is in each', () => {
    for (const product of seed) {
      const result = analyzeLabel(knowledge, product.ingredients_text, product.kind, null);
      const counts = labelCounts(result.ingredients);
      expect(counts.ingredients, product.name).toBeGreaterThan(0);
      expect(result.summary.unknown, product.name).toBe(counts.notAssessed);
      expect(counts.notAssessed, product.name).toBeLessThanOrEqual(
        Math.ceil(counts.ingredients / 3),
      );
    }
  });
});
