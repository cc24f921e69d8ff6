/**
 * /aromatherapy (public, prerendered): the blend calculator and the rules it applies. ?oil= starts
 * it with oils ('lavender' or 'lavender:6', repeated), ?carrier= and ?application= with the rest.
 */
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BlendCalculator,
  type InitialBlend,
} from '#client/features/aromatherapy/components/blend-calculator';
import {
  BLEND_APPLICATIONS,
  DROPS_PER_ML,
  MAX_BLEND_OILS,
  MAX_CARRIER_ML,
  MAX_DROPS,
  OIL_CATEGORIES,
  type BlendApplication,
} from '#shared/contracts/aromatherapy.contract';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { AromatherapyPageLayout } from './aromatherapy-page-layout';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NO_PARAMS = new URLSearchParams();

/** The calculator's starting blend from the address; anything odd is left out. */
export function initialBlendFrom(params: URLSearchParams): InitialBlend {
  const oils = params
    .getAll('oil')
    .map((value) => {
      const [id = '', drops] = value.split(':');
      const count = Number(drops);
      return { id, drops: count > 0 && count <= MAX_DROPS ? count : 3 };
    })
    .filter((oil, index, all) => ID.test(oil.id) && all.findIndex((o) => o.id === oil.id) === index)
    .slice(0, MAX_BLEND_OILS);
  const carrier = Number(params.get('carrier'));
  const application = params.get('application');
  return {
    oils,
    carrierMl: carrier > 0 && carrier <= MAX_CARRIER_ML ? carrier : undefined,
    application: (BLEND_APPLICATIONS as readonly string[]).includes(application ?? '')
      ? (application as BlendApplication)
      : undefined,
  };
}

export default function AromatherapyPage(): ReactElement {
  const [address] = useSearchParams();
  // The prerendered page has no query: read it once hydrated, so hydration meets the same HTML.
  const params = useIsHydrated() ? address : NO_PARAMS;
  const initial = initialBlendFrom(params);
  return (
    <AromatherapyPageLayout
      title="Aromatherapy blend calculator"
      lead={
        <p>
          Choose oils and drops, the carrier and how you will use the blend. You see the dilution,
          each oil against its published maximum, sunlight (phototoxic) risk and the cautions that
          apply, each with its source. {DROPS_PER_ML} drops make 1 ml.
        </p>
      }
    >
      <BlendCalculator key={params.toString()} initial={initial} />

      <section
        aria-labelledby="how-heading"
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="how-heading" className="text-xl font-semibold text-slate-900">
          How the calculator works
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-800">
          <li>
            Dilution is the oils&apos; volume over the whole blend: oil ml ÷ (oil ml + carrier ml).
            6 drops of each of two oils in 30 ml is 0.6 ml in 30.6 ml, about 2%.
          </li>
          <li>
            Each oil has a maximum for the skin from Tisserand and Young&apos;s{' '}
            <cite>Essential Oil Safety</cite> (2014). Phototoxic citrus oils have a lower one for
            skin that will see the sun: expressed bergamot 0.4%, expressed lime 0.7%, expressed
            lemon 2%.
          </li>
          <li>
            The phototoxic load adds each phototoxic oil&apos;s share of its own maximum. Above 1,
            keep the skin out of the sun and sunbeds for 12 hours.
          </li>
          <li>
            Usual totals for adults: up to 1.5% on the face, 1.5-3% for a body massage. Inhalation
            and diffusers leave nothing on the skin, so no skin maximum applies.
          </li>
          <li>Essential oils are never for swallowing, and never undiluted on the skin.</li>
        </ul>
      </section>

      <nav aria-labelledby="categories-heading" className="space-y-3">
        <h2 id="categories-heading" className="text-xl font-semibold text-slate-900">
          Browse oils by category
        </h2>
        <ul className="flex flex-wrap gap-2">
          {OIL_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={`/essential-oils?category=${encodeURIComponent(category)}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AromatherapyPageLayout>
  );
}
