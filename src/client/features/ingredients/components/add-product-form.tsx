/**
 * Adding a product we do not know (paid): its name, brand, ingredient list and kind. It is the
 * user's own until an admin approves it for everyone.
 */
import { useId, useState, type ReactElement } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import {
  INGREDIENT_KINDS,
  type CreateProductRequest,
  type IngredientProductKind,
} from '#shared/contracts/ingredients.contract';
import { PRODUCT_KIND_LABELS } from '../lib/labels';
import { labelTextProblem } from './label-form';

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
  const brandId = useId();
  const textId = useId();
  const kindId = useId();
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [text, setText] = useState('');
  const [kind, setKind] = useState<IngredientProductKind>('food');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? serverError;
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
        onSubmit={(event) => {
          event.preventDefault();
          const found = name.trim() === '' ? 'Type the product name.' : labelTextProblem(text);
          setProblem(found);
          if (found === null)
            onAdd({
              barcode,
              name: name.trim(),
              brand: brand.trim() || undefined,
              ingredients_text: text,
              kind,
            });
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Product name</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={brandId}>Brand (optional)</Label>
          <Input
            id={brandId}
            value={brand}
            maxLength={200}
            onChange={(event) => setBrand(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={textId}>Ingredient list</Label>
          <textarea
            id={textId}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={kindId}>Kind of product</Label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as IngredientProductKind)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:w-72"
          >
            {INGREDIENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {error}
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
