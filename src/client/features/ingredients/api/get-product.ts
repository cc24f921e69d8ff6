/**
 * GET /api/products/:barcode: the product, where its data comes from and the analysis of its
 * ingredient list. A mutation, not a query: each lookup is a counted check the user asked for.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  productResponseSchema,
  type ProductResponse,
} from '#shared/contracts/ingredients.contract';

export async function getProduct(barcode: string): Promise<ProductResponse> {
  const body = await apiRequest<unknown>(`/api/products/${encodeURIComponent(barcode)}`);
  return productResponseSchema.parse(body);
}

export function useProductLookup() {
  return useMutation({ mutationFn: getProduct, retry: false });
}
