import type { SeedStep } from './index';

interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  category: 'buying' | 'selling' | 'finance' | 'challans';
  author: string;
  publishedOn: string;
  body: string;
}

// Facts from shared/data/india (fines under the MV (Amendment) Act 2019, RC transfer deadlines,
// the EMI formula and its check values, used-car loan norms).
export const DEMO_ARTICLES: SeedArticle[] = [
  {
    slug: 'sell-car-with-loan-running',
    title: 'Selling a car with a loan still running',
    summary:
      'You can sell a car that is still on loan. The lender is paid first from the price, you get the rest, and the hypothecation is removed before the RC moves.',
    category: 'selling',
    author: 'CarSetu Sell team',
    publishedOn: '2026-11-20',
    body: `Most cars in India are bought on a loan, so many are sold before the loan ends. That is fine: the buyer simply pays your lender first.

## How it works on CarSetu

1. Accept an offer for your car.
2. Tell us the lender, the outstanding amount and the last four digits of the loan account.
3. We ask your lender for the foreclosure amount, pay it off from the sale price, and pay **the balance to your bank account**.

If the loan is larger than the price, you clear the difference with your lender before pickup. The page shows that shortfall as soon as you enter the loan.

## What you need

- The loan account number and your lender's foreclosure letter, if you have it
- Your RC, PAN, an ID proof and a cancelled cheque
- The keys and the insurance papers

Once the lender confirms the loan is closed, the hypothecation is removed from the RC and the transfer goes ahead. You can follow it on your [appointment page](/sell-used-cars/).`,
  },
  {
    slug: 'rc-transfer-form-29-30',
    title: 'RC transfer after selling your car: Form 29 and Form 30',
    summary:
      'Until the RC moves to the buyer, challans and accidents can still reach you. Here is what Forms 29 and 30 do and how long the transfer takes.',
    category: 'selling',
    author: 'CarSetu Sell team',
    publishedOn: '2026-11-12',
    body: `Selling a car is not finished when you get the money. Until the registration certificate (RC) is in the buyer's name, the RTO still sees you as the owner.

## The two forms

- **Form 29** is the notice of transfer of ownership. The seller files it within **14 days** of the sale.
- **Form 30** is the application for transfer, signed by both seller and buyer.

The transfer itself should be done within **30 days**.

## How CarSetu handles it

You sign Forms 29 and 30 at pickup, together with a delivery note that records the exact time the car left you. From that moment **challans and accident liability are CarSetu's**, not yours. Your appointment page then tracks each step: filed at the RTO, then transferred, with dates. If the RTO is slow, the page says so and we follow it up.`,
  },
  {
    slug: 'used-car-loan-emi-explained',
    title: 'Used-car loan EMI: how rate and tenure change what you pay',
    summary:
      'The EMI formula in plain words, worked examples, and what lenders look for before they approve a used-car loan.',
    category: 'finance',
    author: 'CarSetu Finance',
    publishedOn: '2026-11-05',
    body: `Your EMI depends on three numbers: the loan amount, the interest rate and the number of months.

## The formula

EMI = P × R × (1 + R)^N ÷ ((1 + R)^N − 1), where P is the loan amount, R the monthly rate (annual rate ÷ 12 ÷ 100) and N the number of months.

- ₹10,00,000 at 9.5% for 60 months is **₹21,002 a month**.
- ₹5,00,000 at 12% for 60 months is **₹11,122 a month**.

A longer tenure lowers the EMI but raises the total interest you pay.

## What lenders look for

- Rates from about 9.25% to 20% a year, for 12 to 84 months
- A loan of 60% to 90% of the car's value
- The car's age plus the tenure within 8 to 10 years
- A credit score of 650 or more, an age of 21 to 65 at the end of the loan, and an income from ₹15,000 a month

Try your own numbers with the [EMI calculator](/used-car-loan/).`,
  },
  {
    slug: 'check-used-car-before-buying',
    title: 'Seven checks before you buy a used car',
    summary:
      'Papers first, then the car: what to look at, what to ask, and which problems are deal-breakers.',
    category: 'buying',
    author: 'CarSetu Buy team',
    publishedOn: '2026-10-28',
    body: `A used car is a good buy when its papers are clean and its condition matches the price.

## Papers

1. **RC**: the name, chassis and engine numbers must match the car.
2. **Hypothecation**: if a bank is named on the RC, ask for the loan closure letter.
3. **Challans**: pending challans stay with the car. Check them by registration number on our [challan page](/traffic-challan/).
4. **Insurance and PUC**: both must be valid. Driving without insurance is fined ₹2,000, and without a PUC certificate ₹10,000.

## The car

5. Look at the odometer against the service history.
6. Check the tyres, the underbody and the panel gaps for repairs.
7. Drive it: cold start, clutch, brakes, steering and the AC.

Every car on CarSetu comes with an inspection report of 112 checkpoints and photos, so you can see these before you visit.`,
  },
  {
    slug: 'traffic-fines-2019-act',
    title: 'Traffic fines in India after the 2019 amendment',
    summary:
      'The central fines for the most common offences, from seat belts to drunk driving, and why your state page may differ.',
    category: 'challans',
    author: 'CarSetu Services',
    publishedOn: '2026-10-20',
    body: `The Motor Vehicles (Amendment) Act 2019 raised most fines. States may compound offences at other amounts, so always check your state's page.

## Common offences (first offence)

- Driving without a seat belt: **₹1,000**
- Riding without a helmet: **₹1,000**, and the licence disqualified for 3 months
- Over-speeding in a car: **₹1,000 to ₹2,000**
- Red light, mobile phone or wrong side: **₹1,000 to ₹5,000**
- Driving without insurance: **₹2,000** (₹4,000 if repeated)
- Driving without a licence: **₹5,000**
- Not giving way to an ambulance: **₹10,000**
- Drunk driving: **₹10,000** (₹15,000 if repeated)

## Paying

Unpaid e-challans go to court after 60 days; virtual-court challans are paid on the virtual-court portal. You can look up and pay ordinary challans on [CarSetu](/traffic-challan/).`,
  },
  {
    slug: 'how-car-inspection-sets-price',
    title: 'How an inspection turns into a price for your car',
    summary:
      'Why the final offer can differ from the online estimate, and how each finding is priced.',
    category: 'selling',
    author: 'CarSetu Sell team',
    publishedOn: '2026-10-10',
    body: `The online estimate assumes an average car of its make, model, year and kilometres. The inspection looks at yours.

## What changes the price

- Each checkpoint rated poor or average is a deduction, shown to you with the inspector's note and photo.
- An odometer reading higher than you declared is priced too.

## Then dealers bid

After the inspection, dealers in your city bid in a live auction. You see every bid as it happens and choose: take the best bid, sell to CarSetu at its offer, or ask the best bidder for more. You are never obliged to sell.`,
  },
  {
    slug: 'puc-certificate-validity',
    title: 'PUC certificate: validity and the fine for not having one',
    summary:
      'How long a pollution-under-control certificate lasts, where to renew it, and what happens without one.',
    category: 'challans',
    author: 'CarSetu Services',
    publishedOn: '2026-09-30',
    body: `A pollution-under-control (PUC) certificate shows that your car's emissions are within the norms.

## Validity

A new car's first PUC certificate is valid for a year. After that, the test centre prints the validity on each certificate: usually six months to a year, depending on the fuel and the emission standard. Renew before the date on it.

## The fine

Driving without a valid PUC certificate is fined **₹10,000** under section 190(2). The same fine applies when a car fails the emission norms.

## Renewing

Any authorised PUC centre at a fuel station can test the car in a few minutes. Keep the certificate in the car or on DigiLocker.`,
  },
];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The blog's demo articles, upserted by slug (a re-seed updates their text). */
export const articlesSeedStep: SeedStep = {
  name: 'articles',
  async run(handle) {
    const rows = DEMO_ARTICLES.map(
      (article) =>
        `(${[
          article.slug,
          article.title,
          article.summary,
          article.category,
          article.body,
          article.author,
        ]
          .map(quote)
          .join(', ')}, ${quote(`${article.publishedOn}T09:00:00+05:30`)}::timestamptz)`,
    ).join(',\n');
    await handle.exec(`
      insert into articles (slug, title, summary, category, body, author, published_at, updated_at)
      select slug, title, summary, category, body, author, published_at, published_at
      from (values ${rows}) as demo (slug, title, summary, category, body, author, published_at)
      on conflict (slug) do update set title = excluded.title, summary = excluded.summary,
        category = excluded.category, body = excluded.body, author = excluded.author,
        updated_at = greatest(articles.updated_at, excluded.updated_at);`);
  },
};
