/**
 * POST /api/products: a paid user adds a product we did not know. Only they see it until an admin
 * approves it for everyone; the answer is the product with its analysis.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  productResponseSchema,
  type CreateProductRequest,
  type ProductResponse,
} from '#shared/contracts/ingredients.contract';

export async function addProduct(request: CreateProductRequest): Promise<ProductResponse> {
  const body = await apiRequest<unknown>('/api/products', { method: 'POST', body: request });
  return productResponseSchema.parse(body);
}

export function useAddProduct() {
  return useMutation({ mutationFn: addProduct, retry: false });
}
