import { formatDate } from '@carsetu/contracts';
import { HydrateLater } from '../../lib/hydrate-later';
import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import type { PageContentBlock } from '@carsetu/contracts';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { heroOf } from '../ui';
import { FaqList } from '../ui';
import { ScrollRegion } from '../ui';
import { CheckEligibilityLink } from './check-eligibility-link';
import { EmiCalculator } from './emi-calculator';
import {
  ELIGIBILITY_CRITERIA,
  LENDER_COMPARISON,
  LOAN_PAGE_SECTIONS,
  LOAN_PROCESS_STEPS,
} from './loan-content';
import type { LoanPageData } from './loan-page.server';
import { loanPaths } from './loan-paths';
import { LoanStatusBadge } from './loan-status-badge';

const FALLBACK_BENEFITS = [
  {
    title: 'Up to 90% funding',
    body: 'Finance up to 90% of the car value, depending on your profile.',
  },
  { title: 'Tenure up to 84 months', body: 'Choose an EMI that fits your monthly budget.' },
];

function benefitsOf(blocks: PageContentBlock[]) {
  const block = blocks.find((item) => item.kind === 'highlights');
  return block?.kind === 'highlights'
    ? { heading: block.heading, items: block.items }
    : { heading: 'Loan benefits', items: FALLBACK_BENEFITS };
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  // Each section hydrates in a task of its own (decision 0184).
  return (
    <HydrateLater>
      <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </HydrateLater>
  );
}

/** /used-car-loan/: everything a buyer needs to decide, with the eligibility check up front. */
export function LoanPage({ page }: { page: LoanPageData }) {
  const hero = heroOf(page.content.blocks);
  const benefits = benefitsOf(page.content.blocks);
  const cta = { redirectTo: page.redirectTo, cfSource: page.cfSource };
  return (
    <main id="main" className="flex-1">
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[3fr_2fr] md:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              Used car loan
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink md:text-5xl">
              {hero?.title ?? 'Used car loans made simple'}
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              {hero?.subtitle ??
                'Check eligibility in two minutes without affecting your credit score'}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <CheckEligibilityLink {...cta} />
              <a href="#emi-calculator" className="font-semibold text-brand-800 underline">
                Calculate your EMI
              </a>
            </div>
          </div>
          <YourLoan page={page} />
        </div>
      </div>

      <nav
        aria-label="On this page"
        className="sticky top-0 z-10 border-y border-slate-200 bg-white/95"
      >
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 text-sm">
          {LOAN_PAGE_SECTIONS.map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                className="block rounded-full px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {/* A column with gaps, not space-y: each section is in a HydrateLater wrapper with no box
          of its own (decision 0184), which a margin between siblings would not reach. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12">
        <Section id="benefits" title={benefits.heading}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.items.map((item) => (
              <li
                key={item.title}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{item.body}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="emi-calculator"
          title="EMI calculator"
          intro="Move the sliders or type the figures to see your monthly EMI, total interest and total amount payable."
        >
          <EmiCalculator initialValues={page.emi.values} fromSource={page.fromSource} />
        </Section>

        <Section id="eligibility" title="Eligibility criteria">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ELIGIBILITY_CRITERIA.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{item.body}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <CheckEligibilityLink {...cta}>Check your eligibility</CheckEligibilityLink>
          </div>
        </Section>

        <Section
          id="documents"
          title="Documents required"
          intro="Keep scanned copies or clear phone photos ready; the lender asks for them after approval."
        >
          <div className="grid gap-4 md:grid-cols-2">
            {page.documents.map((group) => (
              <div key={group.employmentType} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-ink">{group.label}</h3>
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
                  {group.documents.map((item) => (
                    <li key={item.name}>
                      <span className="font-semibold">{item.name}</span>: {item.detail}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>

        <Section id="loan-process" title="How your loan moves">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {LOAN_PROCESS_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <span className="mb-3 inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                  {index + 1}
                </span>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{step.body}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section
          id="compare-lenders"
          title="Compare lender types"
          intro="Typical market ranges for used-car loans, for comparison only. These are not offers: your lender sets the rate, funding and fees after a credit check."
        >
          <ScrollRegion
            label="Illustrative used-car loan ranges by lender type"
            className="rounded-xl border border-slate-200"
          >
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">
                Illustrative used-car loan ranges by lender type
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Lender type
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Interest rate (a year)
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Funding of car value
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Tenure
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Processing fee
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Suits
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {LENDER_COMPARISON.map((row) => (
                  <tr key={row.lender}>
                    <th scope="row" className="px-4 py-3 font-semibold text-ink">
                      {row.lender}
                    </th>
                    <td className="px-4 py-3">{row.rate}</td>
                    <td className="px-4 py-3">{row.funding}</td>
                    <td className="px-4 py-3">{row.tenure}</td>
                    <td className="px-4 py-3">{row.fee}</td>
                    <td className="px-4 py-3 text-slate-700">{row.bestFor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-3 text-xs text-slate-600">
            Illustrative ranges; loan interest carries no GST, processing fees carry 18% GST.
          </p>
        </Section>

        <Section id="faq" title="Car loan FAQs">
          {page.faqs.length > 0 ? (
            <FaqList faqs={page.faqs} />
          ) : (
            <p className="text-slate-700">
              Find answers about car loans on the{' '}
              <Link to={paths.faq('loan')} className="underline">
                FAQ page
              </Link>
              .
            </p>
          )}
        </Section>
      </div>
    </main>
  );
}

/** The hero's side card: the visitor's latest application, or what checking involves. */
function YourLoan({ page }: { page: LoanPageData }) {
  const latest = page.latestApplication;
  if (!latest) {
    return (
      <aside className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-bold text-ink">Check in two minutes</h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          <li>No effect on your credit score</li>
          <li>Rates from 9.25% a year, 12 to 84 months</li>
          <li>Up to 90% of the car’s value</li>
        </ul>
      </aside>
    );
  }
  return (
    <aside
      aria-labelledby="your-loan-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="your-loan-heading" className="text-lg font-bold text-ink">
        Your loan application
      </h2>
      <div className="mt-3">
        <LoanStatusBadge status={latest.status} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {formatMoney(toPaise(rupees(latest.loanAmountRupees)))} for {latest.tenureMonths} months,
        applied on {formatDate(latest.createdAt)}.
      </p>
      <Link
        to={loanPaths.application(latest.id)}
        className="mt-3 inline-block font-semibold text-brand-800 underline"
      >
        View application
      </Link>
    </aside>
  );
}
