import type { ReactElement } from 'react';

/** While the plan is unknown a gate shows this rather than flashing a prompt or the feature. */
export function GateLoading(): ReactElement {
  return (
    <p
      role="status"
      className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-600"
    >
      Checking your plan...
    </p>
  );
}
