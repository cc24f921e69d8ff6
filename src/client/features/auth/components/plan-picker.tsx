/**
 * Step 1 of registration, 'Choose your plan': Free Wellness (ALWAYS FREE)
 * or Wellness Pro (MOST POPULAR) with a Monthly/Yearly toggle; Yearly shows 'Save $38'.
 */
import type { ReactElement, ReactNode } from 'react';
import type { PlanChoice } from '#shared/domain/auth-rules';
import {
  FREE_PLAN_ID,
  PAID_PLAN_ID,
  PLAN_BADGES,
  PLAN_DISPLAY_NAMES,
  PLAN_TAGLINES,
  YEARLY_SAVINGS_USD,
  formatPlanPrice,
  formatUsd,
  type BillingCycle,
} from '#shared/domain/plans';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';

interface PlanPickerProps {
  plan: PlanChoice | null;
  cycle: BillingCycle;
  onPlanChange: (plan: PlanChoice) => void;
  onCycleChange: (cycle: BillingCycle) => void;
  onContinue: () => void;
  error?: string | null;
  footer?: ReactNode;
}

const PLAN_ERROR_ID = 'register-plan-error';

export function PlanPicker({
  plan,
  cycle,
  onPlanChange,
  onCycleChange,
  onContinue,
  error,
  footer,
}: PlanPickerProps): ReactElement {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
      className="space-y-5"
    >
      <fieldset aria-describedby={error ? PLAN_ERROR_ID : undefined} className="space-y-3">
        <legend className="mb-1">
          <h2 className="text-lg font-semibold text-slate-900">Choose your plan</h2>
          <span className="mt-1 block text-sm text-slate-600">
            You can change plans at any time.
          </span>
        </legend>

        <PlanOption
          value={FREE_PLAN_ID}
          checked={plan === FREE_PLAN_ID}
          onSelect={onPlanChange}
          price={formatPlanPrice(FREE_PLAN_ID, cycle)}
          priceNote="forever"
          badgeClassName="bg-emerald-100 text-emerald-900"
        />

        <PlanOption
          value={PAID_PLAN_ID}
          checked={plan === PAID_PLAN_ID}
          onSelect={onPlanChange}
          price={formatPlanPrice(PAID_PLAN_ID, cycle)}
          badgeClassName="bg-teal-700 text-white"
        >
          <fieldset className="mt-3 border-t border-slate-200 pt-3">
            <legend className="sr-only">Billing cycle for Wellness Pro</legend>
            <div className="grid grid-cols-2 gap-2">
              <CycleOption
                value="monthly"
                checked={cycle === 'monthly'}
                onSelect={(value) => {
                  onCycleChange(value);
                  onPlanChange(PAID_PLAN_ID);
                }}
              >
                Monthly
              </CycleOption>
              <CycleOption
                value="yearly"
                checked={cycle === 'yearly'}
                onSelect={(value) => {
                  onCycleChange(value);
                  onPlanChange(PAID_PLAN_ID);
                }}
              >
                Yearly
                <span className="ml-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Save {formatUsd(YEARLY_SAVINGS_USD)}
                </span>
              </CycleOption>
            </div>
          </fieldset>
        </PlanOption>
      </fieldset>

      {error && (
        <p id={PLAN_ERROR_ID} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}

      <Button type="submit" size="lg" className="w-full">
        Continue
      </Button>
      {footer}
    </form>
  );
}

interface PlanOptionProps {
  value: PlanChoice;
  checked: boolean;
  onSelect: (plan: PlanChoice) => void;
  price: string;
  priceNote?: string;
  badgeClassName: string;
  children?: ReactNode;
}

function PlanOption({
  value,
  checked,
  onSelect,
  price,
  priceNote,
  badgeClassName,
  children,
}: PlanOptionProps): ReactElement {
  const inputId = `plan-${value}`;
  const nameId = `${inputId}-name`;
  const detailsId = `${inputId}-details`;
  return (
    <div
      className={cn(
        'rounded-xl border bg-white p-4 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-teal-700',
        checked
          ? 'border-teal-700 bg-teal-50/60 ring-1 ring-teal-700'
          : 'border-slate-300 hover:border-slate-400',
      )}
    >
      <label htmlFor={inputId} className="flex cursor-pointer items-start gap-3">
        <input
          id={inputId}
          type="radio"
          name="plan"
          value={value}
          checked={checked}
          onChange={() => onSelect(value)}
          aria-labelledby={nameId}
          aria-describedby={detailsId}
          className="mt-1 h-4 w-4 shrink-0 accent-teal-700"
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span id={nameId} className="font-semibold text-slate-900">
              {PLAN_DISPLAY_NAMES[value]}
            </span>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide',
                badgeClassName,
              )}
            >
              {PLAN_BADGES[value]}
            </span>
          </span>
          <span id={detailsId} className="mt-1 block text-sm text-slate-600">
            <span className="block text-lg font-bold text-slate-900">
              {price}
              {priceNote && (
                <span className="ml-1 text-sm font-normal text-slate-600">{priceNote}</span>
              )}
            </span>
            {PLAN_TAGLINES[value]}
          </span>
        </span>
      </label>
      {children}
    </div>
  );
}

interface CycleOptionProps {
  value: BillingCycle;
  checked: boolean;
  onSelect: (cycle: BillingCycle) => void;
  children: ReactNode;
}

function CycleOption({ value, checked, onSelect, children }: CycleOptionProps): ReactElement {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-sm font-medium has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-teal-700',
        checked
          ? 'border-teal-700 bg-teal-700 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name="billing-cycle"
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="sr-only"
      />
      <span className="flex flex-wrap items-center justify-center">{children}</span>
    </label>
  );
}
