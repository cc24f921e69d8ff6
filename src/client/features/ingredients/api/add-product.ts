/**
 * POST /api/products: a paid user adds a product we did not know. Only they see it until an admin
 * approves it for everyone; the answer is the product with its analysis.
 */
import { useMutation } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CreateProductRequest, ProductResponse } from '#shared/contracts/ingredients.contract';

export async function addProduct(request: CreateProductRequest): Promise<ProductResponse> {
  return requestChecked(
    '/api/products',
    () => import('#shared/contracts/ingredients.contract').then((c) => c.productResponseSchema),
    { method: 'POST', body: request },
  );
}

export function useAddProduct() {
  return useMutation({ mutationFn: addProduct, retry: false });
}
