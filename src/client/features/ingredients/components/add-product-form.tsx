/**
 * Adding a product we do not know (paid): its name, brand, ingredient list and kind. It is the
 * user's own until an admin approves it for everyone.
 */
import { useId, type ReactElement } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  INGREDIENT_KINDS,
  createProductRequestSchema,
  type CreateProductRequest,
  type IngredientProductKind,
} from '#shared/contracts/ingredients.contract';
import { PRODUCT_KIND_LABELS } from '../lib/labels';
import { labelTextField } from './label-form';

/** The request, with the ingredient list held to the label's rules before it is sent. */
const addProductSchema = createProductRequestSchema.extend({ ingredients_text: labelTextField });

type ProductFields = {
  name: string;
  brand: string;
  ingredients_text: string;
  kind: IngredientProductKind;
};

const EMPTY: ProductFields = { name: '', brand: '', ingredients_text: '', kind: 'food' };

export function AddProductForm({
  barcode,
  onAdd,
  isPending,
  serverError,
}: {
  barcode: string;
  onAdd: (request: CreateProductRequest) => void;
  isPending: boolean;
  serverError: string | null;
}): ReactElement {
  const headingId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  const brandId = useId();
  const textId = useId();
  const textErrorId = useId();
  const kindId = useId();
  const form = useContractForm({
    schema: addProductSchema,
    defaultValues: EMPTY,
    // The name and brand are sent trimmed (no brand when blank); the list as the pack reads.
    toInput: (values: ProductFields): CreateProductRequest => ({
      barcode,
      name: values.name.trim(),
      brand: values.brand.trim() || undefined,
      ingredients_text: values.ingredients_text,
      kind: values.kind,
    }),
    messages: { name: { too_small: 'Type the product name.' } },
  });
  const errors = { name: form.error('name'), text: form.error('ingredients_text') };
  const fieldError = (id: string, message: string | undefined) =>
    message && (
      <p id={id} role="alert" className="text-sm font-semibold text-red-800">
        {message}
      </p>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Add this product
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Type what the pack says. Only you see it until we review it; then everyone can.
      </p>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={form.handleSubmit((request) => onAdd(request))}
      >
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Product name</Label>
          <Input
            id={nameId}
            maxLength={200}
            {...form.invalidProps('name', nameErrorId)}
            {...form.register('name')}
          />
          {fieldError(nameErrorId, errors.name)}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={brandId}>Brand (optional)</Label>
          <Input id={brandId} maxLength={200} {...form.register('brand')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={textId}>Ingredient list</Label>
          <textarea
            id={textId}
            rows={4}
            {...form.invalidProps('ingredients_text', textErrorId)}
            {...form.register('ingredients_text')}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
          />
          {fieldError(textErrorId, errors.text)}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={kindId}>Kind of product</Label>
          <select
            id={kindId}
            {...form.register('kind')}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:w-72"
          >
            {INGREDIENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {/* The last refusal from the server stays until a refusal here takes its place. */}
        {!errors.name && !errors.text && serverError && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={isPending}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {isPending ? 'Adding...' : 'Add the product and check it'}
        </Button>
      </form>
    </section>
  );
}
