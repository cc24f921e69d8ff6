/**
 * GET /api/products/:barcode: the product, where its data comes from and the analysis of its
 * ingredient list. A mutation, not a query: each lookup is a counted check the user asked for.
 */
import { useMutation } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { ProductResponse } from '#shared/contracts/ingredients.contract';

export async function getProduct(barcode: string): Promise<ProductResponse> {
  return getChecked(`/api/products/${encodeURIComponent(barcode)}`, () =>
    import('#shared/contracts/ingredients.contract').then((c) => c.productResponseSchema),
  );
}

export function useProductLookup() {
  return useMutation({ mutationFn: getProduct, retry: false });
}
