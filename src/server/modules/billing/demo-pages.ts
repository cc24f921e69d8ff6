/**
 * Plain server-rendered pages for the demo payment provider: no client bundle and no scripts (the
 * CSP allows none inline), forms that post to our own origin, every value escaped.
 */
import { escapeHtml } from '#server/lib/html';
import {
  PLAN_DISPLAY_NAMES,
  PLAN_FEATURES,
  YEARLY_SAVINGS_LABEL,
  formatPlanPrice,
  type BillingCycle,
  type PaidPlanId,
} from '#shared/domain/plans';

export const DEMO_CSS_PATH = '/billing/demo.css';
export const DEMO_NOTICE = 'Demo checkout — no payment is taken';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)} · Wellnest</title>
<link rel="stylesheet" href="${DEMO_CSS_PATH}"></head>
<body><main>
${body}
</main></body></html>`;
}

function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const hiddenSession = (sessionId: string) =>
  `<input type="hidden" name="session" value="${escapeHtml(sessionId)}">`;

export interface DemoCheckoutView {
  sessionId: string;
  plan: PaidPlanId;
  cycle: BillingCycle;
  email: string;
}

export function renderDemoCheckoutPage(view: DemoCheckoutView): string {
  const planName = PLAN_DISPLAY_NAMES[view.plan];
  const price = formatPlanPrice(view.plan, view.cycle);
  const features = PLAN_FEATURES[view.plan]
    .map((feature) => `<li>${escapeHtml(feature)}</li>`)
    .join('');
  return page(
    'Demo checkout',
    `<p class="brand">Wellnest</p>
<h1>${escapeHtml(DEMO_NOTICE)}</h1>
<p class="note" role="note">This Wellnest server has no payment provider configured, so this page stands in for the real checkout. Confirming gives your account the plan exactly as a completed payment would. No card is asked for and nothing is charged.</p>
<section class="card" aria-labelledby="plan-heading">
  <h2 id="plan-heading">${escapeHtml(planName)}</h2>
  <p class="price">${escapeHtml(price)}${view.cycle === 'yearly' ? ` <span class="save">${escapeHtml(YEARLY_SAVINGS_LABEL)}</span>` : ''}</p>
  <p class="meta">Billed ${view.cycle === 'yearly' ? 'yearly' : 'monthly'} in the demo only · account ${escapeHtml(view.email)}</p>
  <ul>${features}</ul>
</section>
<div class="actions">
  <form method="post" action="/billing/demo-checkout/confirm">${hiddenSession(view.sessionId)}<button type="submit" class="primary">Confirm demo subscription</button></form>
  <form method="post" action="/billing/demo-checkout/cancel">${hiddenSession(view.sessionId)}<button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

export interface DemoPortalView {
  planName: string;
  isPaid: boolean;
  renewsOn: Date | null;
  providerStatus: string | null;
  canCancelHere: boolean;
}

export function renderDemoPortalPage(view: DemoPortalView): string {
  const renewal = view.renewsOn
    ? `<p>Renews on <time datetime="${view.renewsOn.toISOString()}">${escapeHtml(formatDate(view.renewsOn))}</time>.</p>`
    : '';
  const pastDue =
    view.providerStatus === 'past_due'
      ? '<p class="warn">The last payment failed. Your plan stays active until the end of the paid period.</p>'
      : '';
  let action: string;
  if (!view.isPaid) {
    action = '<p><a class="button primary" href="/pricing">See plans</a></p>';
  } else if (view.canCancelHere) {
    action = `<form method="post" action="/billing/demo-portal/cancel"><button type="submit" class="danger">Cancel subscription</button></form>`;
  } else {
    action =
      '<p>This subscription is managed by the payment provider. Please contact support to change it.</p>';
  }
  return page(
    'Demo customer portal',
    `<p class="brand">Wellnest</p>
<h1>Demo customer portal — no payment is taken</h1>
<p class="note" role="note">This Wellnest server has no payment provider configured, so this page stands in for the real customer portal. Cancelling here ends the demo plan at once.</p>
<section class="card" aria-labelledby="current-heading">
  <h2 id="current-heading">Current plan: ${escapeHtml(view.planName)}</h2>
  ${view.isPaid ? renewal : '<p>You are on the free plan.</p>'}
  ${view.isPaid ? pastDue : ''}
  ${action}
</section>
<p><a href="/subscription">Back to your subscription</a></p>`,
  );
}

/** A short page for a session that is missing, not the caller's, or expired. */
export function renderDemoMessagePage(
  title: string,
  message: string,
  link: { href: string; label: string },
): string {
  return page(
    title,
    `<p class="brand">Wellnest</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

export const DEMO_CSS = `body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0}
main{max-width:36rem;margin:0 auto;padding:1.5rem}h1{color:#115e59;font-size:1.5rem;line-height:1.3}
.brand{font-weight:700;color:#115e59;margin:0}
.note{background:#fef3c7;border:1px solid #b45309;border-radius:.75rem;padding:.75rem 1rem}
.warn{background:#fee2e2;border:1px solid #b91c1c;border-radius:.75rem;padding:.5rem .75rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1rem 1.25rem;margin:1rem 0}
.card h2{font-size:1.2rem;margin:.25rem 0}.price{font-size:1.5rem;font-weight:700;margin:.25rem 0}
.save{font-size:.875rem;background:#ccfbf1;color:#115e59;border-radius:999px;padding:.1rem .5rem;vertical-align:middle}
.meta{color:#334155;font-size:.875rem;word-break:break-word}ul{padding-left:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}form{margin:0}
button,.button{font:inherit;border-radius:.5rem;padding:.6rem 1.1rem;cursor:pointer;border:1px solid transparent;text-decoration:none;display:inline-block}
.primary{background:#115e59;color:#fff}.secondary{background:#fff;color:#0f172a;border-color:#94a3b8}
.danger{background:#b91c1c;color:#fff}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#115e59}`;
