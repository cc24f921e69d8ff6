/**
 * The Open Food Facts adapter: one product by barcode from its public API
 * (`GET {OFF_API_URL}/api/v2/product/{barcode}.json`). Its data is the community's, under the
 * ODbL, and is labelled so. A slow, failing or malformed answer is logged and treated as 'not
 * found': a lookup never fails because another service did.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

export const OFF_TIMEOUT_MS = 5_000;
export const OFF_LICENCE = 'ODbL';

export interface OffProduct {
  barcode: string;
  name: string;
  brand: string;
  ingredients_text: string;
}

const answerSchema = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  product: z
    .object({
      product_name: z.string().nullish(),
      product_name_en: z.string().nullish(),
      brands: z.string().nullish(),
      ingredients_text: z.string().nullish(),
      ingredients_text_en: z.string().nullish(),
    })
    .passthrough()
    .nullish(),
});

export interface OpenFoodFacts {
  findProduct(barcode: string): Promise<OffProduct | null>;
}

/** Open Food Facts keys UPC-A codes as EAN-13 with a leading zero. */
export function offCode(barcode: string): string {
  return barcode.length === 12 ? `0${barcode}` : barcode;
}

export function createOpenFoodFacts(options: {
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): OpenFoodFacts {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async findProduct(barcode) {
      const url = `${base}/api/v2/product/${encodeURIComponent(offCode(barcode))}.json`;
      try {
        const response = await doFetch(url, {
          headers: {
            accept: 'application/json',
            'user-agent': 'Wellnest/1.0 (ingredient checks)',
          },
          signal: AbortSignal.timeout(options.timeoutMs ?? OFF_TIMEOUT_MS),
        });
        if (response.status === 404) return null;
        if (!response.ok) {
          options.log.warn({ status: response.status }, 'Open Food Facts lookup failed');
          return null;
        }
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) {
          options.log.warn('Open Food Facts answered in an unexpected shape');
          return null;
        }
        const { status, product } = parsed.data;
        if (!product || Number(status) === 0) return null;
        const name = (product.product_name || product.product_name_en || '').trim();
        const ingredients = (product.ingredients_text || product.ingredients_text_en || '').trim();
        if (!name && !ingredients) return null;
        return {
          barcode,
          name: name || 'Unnamed product',
          brand: (product.brands ?? '').split(',')[0]!.trim(),
          ingredients_text: ingredients,
        };
      } catch (error) {
        const reason =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
            ? 'timed out'
            : 'failed';
        options.log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          `Open Food Facts lookup ${reason}`,
        );
        return null;
      }
    },
  };
}
