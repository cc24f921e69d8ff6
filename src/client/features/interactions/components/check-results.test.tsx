// jsdom joins inline text without spaces when naming an element, so names are matched with \s*.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EVIDENCE_LABELS,
  SEVERITY_MEANINGS,
  type CheckResponse,
} from '#shared/contracts/interactions.contract';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import { CHECK_RESULT, FULL_CHECK_RESULT, NO_INTERACTIONS_RESULT } from '../test-fixtures';
import { CheckResults } from './check-results';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(
  result: CheckResponse,
  props: { onUpgrade?: () => void; onReplaceItem?: (index: number, name: string) => void } = {},
) {
  fakeFetch(() => undefined);
  return renderInProviders(
    <CheckResults result={result} {...props} />,
    createTestQueryClient('signed-in'),
  );
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('CheckResults', () => {
  it('sums up the interactions by severity, most serious first', () => {
    const consoleError = vi.spyOn(console, 'error');
    show(CHECK_RESULT);
    // Two pairs share one record id; each still renders once, without React key warnings.
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByText('3 interactions: 1 major, 1 moderate, 1 minor')).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(
      articles.map((article) => within(article).getByText(/^(Major|Moderate|Minor)$/).textContent),
    ).toEqual(['Major', 'Moderate', 'Minor']);
  });

  it('gives every interaction its severity in words with its meaning, what to do, spacing and sources', () => {
    show(CHECK_RESULT);
    const major = card(/Tylenol\s*\(Acetaminophen\)\s*and\s*Warfarin/);
    expect(within(major).getByText('Major')).toBeInTheDocument();
    expect(major).toHaveTextContent(SEVERITY_MEANINGS.major.meaning);
    expect(major).toHaveTextContent('Regular acetaminophen can raise the effect of warfarin');
    expect(within(major).getByText('What to do')).toBeInTheDocument();
    expect(major).toHaveTextContent('Ask your prescriber before taking acetaminophen regularly');
    const source = within(major).getByRole('link', { name: /FDA label: Coumadin/ });
    expect(source).toHaveAttribute('href', 'https://www.accessdata.fda.gov/coumadin.pdf');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(major).not.toHaveTextContent(/hours apart/);

    const minor = card(/Iron\s*and\s*Levothyroxine/);
    expect(minor).toHaveTextContent(SEVERITY_MEANINGS.minor.meaning);
    expect(within(minor).getByText('Keep 4 hours apart')).toBeInTheDocument();
  });

  it('names the ingredient an interaction comes through', () => {
    show(CHECK_RESULT);
    const moderate = card(/NyQuil\s*via Acetaminophen\s*and\s*Warfarin/);
    expect(within(moderate).getByText('Moderate')).toBeInTheDocument();
    expect(moderate).toHaveTextContent(SEVERITY_MEANINGS.moderate.meaning);
    // The direct pair is about the items themselves: no 'via'.
    expect(card(/Tylenol\s*\(Acetaminophen\)\s*and\s*Warfarin/)).not.toHaveTextContent('via');
  });

  it('basic detail: no mechanism or evidence, one note that they come with Wellness Pro, safety information intact', async () => {
    const onUpgrade = vi.fn();
    const first = show(CHECK_RESULT);
    expect(screen.queryByText('How it happens')).not.toBeInTheDocument();
    expect(screen.queryByText('Evidence')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /How each interaction happens and how strong the evidence is are part of Wellness Pro/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Wellness Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getAllByText('What to do')).toHaveLength(3);
    first.unmount();

    show(CHECK_RESULT, { onUpgrade });
    await userEvent.setup().click(screen.getByRole('button', { name: 'See Wellness Pro' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('full detail: the mechanism and the evidence level, and no upgrade note', () => {
    show(FULL_CHECK_RESULT);
    const major = card(/Tylenol\s*\(Acetaminophen\)\s*and\s*Warfarin/);
    expect(within(major).getByText('How it happens')).toBeInTheDocument();
    expect(major).toHaveTextContent(
      'Acetaminophen metabolites interfere with vitamin K-dependent clotting factors.',
    );
    expect(major).toHaveTextContent(EVIDENCE_LABELS.probable);
    expect(screen.queryByText(/are part of Wellness Pro/)).not.toBeInTheDocument();
  });

  it('shows duplicates with their reason and message', () => {
    show(CHECK_RESULT);
    const section = screen.getByRole('region', { name: 'Possible double doses' });
    expect(section).toHaveTextContent('Tylenol (Acetaminophen)');
    expect(section).toHaveTextContent('NyQuil');
    expect(section).toHaveTextContent('Same ingredient: Acetaminophen');
    expect(section).toHaveTextContent(
      'Both contain acetaminophen: taking them together can add up to too much.',
    );
  });

  it('shows profile cautions with their reason, message and sources', () => {
    show(CHECK_RESULT);
    expect(screen.getByText(/Checked against your health profile too/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Cautions from your health profile' });
    expect(section).toHaveTextContent('Health condition: Liver disease');
    expect(within(section).getByText('Major')).toBeInTheDocument();
    expect(section).toHaveTextContent('people with liver disease need a lower limit');
    expect(
      within(section).getByRole('link', { name: /MedlinePlus: Acetaminophen/ }),
    ).toHaveAttribute('target', '_blank');
  });

  it('says which names it does not know and offers the suggestions as replacements', async () => {
    const onReplaceItem = vi.fn();
    const first = show(CHECK_RESULT, { onReplaceItem });
    const section = screen.getByRole('region', { name: 'Names we could not check' });
    expect(section).toHaveTextContent("We don't know “Zzyzx” yet.");
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Use Zinc instead of Zzyzx' }));
    expect(onReplaceItem).toHaveBeenCalledWith(5, 'Zinc');
    first.unmount();

    show(CHECK_RESULT);
    const plain = screen.getByRole('region', { name: 'Names we could not check' });
    expect(plain).toHaveTextContent('Zinc');
    expect(within(plain).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the roles and their sources under an interaction derived from roles, to every plan', () => {
    const fda = {
      title: 'FDA table of substrates, inhibitors and inducers',
      url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
    };
    const fluconazole = { id: 'fluconazole', name: 'Fluconazole', kind: 'drug' } as const;
    const celecoxib = { id: 'celecoxib', name: 'Celecoxib', kind: 'drug' } as const;
    show({
      ...NO_INTERACTIONS_RESULT,
      items: [
        { query: 'fluconazole', resolved: fluconazole, matched: null, suggestions: [] },
        { query: 'celecoxib', resolved: celecoxib, matched: null, suggestions: [] },
      ],
      interactions: [
        {
          id: 'derived-cyp2c9-inhibition-celecoxib-x-fluconazole',
          between: [0, 1],
          severity: 'moderate',
          summary: 'Fluconazole can raise the level of Celecoxib in the blood.',
          mechanism: null,
          management: 'Ask your prescriber or pharmacist whether a dose needs changing.',
          separate_hours: null,
          evidence: null,
          sources: [fda],
          derived_from: [
            {
              substance: fluconazole,
              role: 'cyp2c9-inhibitor',
              strength: 'moderate',
              text: 'Fluconazole is a moderate CYP2C9 inhibitor',
              source: fda,
            },
            {
              substance: celecoxib,
              role: 'cyp2c9-substrate',
              strength: 'sensitive',
              text: 'Celecoxib is a sensitive CYP2C9 substrate',
              source: fda,
            },
          ],
        },
      ],
    });
    const derived = card(/fluconazole\s*and\s*celecoxib/i);
    expect(within(derived).getByText('Derived from roles')).toBeInTheDocument();
    const roles = within(derived)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(roles).toContain(
      `Fluconazole is a moderate CYP2C9 inhibitor. ${fda.title} (opens in a new tab)`,
    );
    expect(roles).toContain(
      `Celecoxib is a sensitive CYP2C9 substrate. ${fda.title} (opens in a new tab)`,
    );
  });

  it('shows no roles block for a curated record', () => {
    show(CHECK_RESULT);
    expect(screen.queryByText('Derived from roles')).not.toBeInTheDocument();
  });

  it('is honest when nothing was found', () => {
    show(NO_INTERACTIONS_RESULT);
    expect(screen.getByText('0 interactions: 0 major, 0 moderate, 0 minor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No interactions found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We found no interactions between these items in our knowledge base. That is not a guarantee: ask your pharmacist.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/Checked against your health profile/)).not.toBeInTheDocument();
  });

  it('shows the knowledge version and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show(CHECK_RESULT);
    expect(screen.getByText(/knowledge base, version 2026\.11\.1/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
