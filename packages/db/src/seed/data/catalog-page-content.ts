import type { PageContentBlock, PageContentType } from '@carsetu/contracts';

export interface PageContentSeed {
  metaTitle: string;
  metaDescription: string;
  blocks: PageContentBlock[];
}

/** CMS blocks per page type, served by GET /api/vehicle/page/content?type=... */
export const PAGE_CONTENT_SEEDS: Record<PageContentType, PageContentSeed> = {
  home: {
    metaTitle: 'CarSetu: Buy and sell used cars, car loans and challan payment',
    metaDescription:
      'Buy inspected used cars with a free test drive and a refundable token, sell your car with payment at pickup, get a used-car loan and pay traffic challans online.',
    blocks: [
      { kind: 'hero', title: 'Buy, sell and finance used cars', subtitle: 'Inspected cars, fair offers and instant loan checks across India' },
      {
        kind: 'highlights',
        heading: 'Why CarSetu',
        items: [
          { title: '112-point inspection', body: 'Every car is checked by our engineers and the report is public.' },
          { title: 'Refundable reservation', body: 'Reserve a car with a refundable token and cancel any time before the purchase for a full refund.' },
          { title: 'Paid at pickup', body: 'Sellers get a token when they confirm the sale and the balance by bank transfer once our runner collects the car.' },
          { title: 'RC transfer tracked for sellers', body: 'After we buy your car, your sale page shows each step of the RC transfer until it is done.' },
        ],
      },
    ],
  },
  'buy-used-cars': {
    metaTitle: 'Buy used cars: inspected second-hand cars with warranty | CarSetu',
    metaDescription:
      'Browse inspected used cars by city, brand, budget and body type. Free test drive, a refundable booking token and easy loans.',
    blocks: [
      { kind: 'hero', title: 'Used cars you can trust', subtitle: 'Inspected, priced fairly and ready for a test drive' },
      {
        kind: 'steps',
        heading: 'How buying works',
        steps: [
          { title: 'Choose a car', body: 'Filter by budget, brand, body type and fuel; read the inspection report.' },
          { title: 'Book a test drive', body: 'At a hub or at home, at no cost.' },
          { title: 'Reserve and pay', body: 'Pay a refundable booking amount, then the balance or take a loan.' },
          { title: 'Drive home', body: 'We deliver with insurance and start the RC transfer.' },
        ],
      },
    ],
  },
  'sell-used-cars': {
    metaTitle: 'Sell your car online at the best price | CarSetu',
    metaDescription:
      'Free inspection at home or at a hub, an instant offer and payment before the car leaves. Sell your used car in one visit.',
    blocks: [
      { kind: 'hero', title: 'Sell your car in one visit', subtitle: 'Free inspection, a fair offer and instant payment' },
      {
        kind: 'steps',
        heading: 'How selling works',
        steps: [
          { title: 'Enter your car number', body: 'We fetch the model and year from the registration.' },
          { title: 'Book a free inspection', body: 'At home or at the nearest hub, at a time that suits you.' },
          { title: 'Get your offer', body: 'Based on the inspection and live demand in your city.' },
          { title: 'Get paid', body: 'Money in your account before the car leaves; we handle the paperwork.' },
        ],
      },
    ],
  },
  'used-car-loan': {
    metaTitle: 'Used car loan: check eligibility and EMI | CarSetu',
    metaDescription:
      'Used car loans from 9.25% a year for 12 to 84 months. Check eligibility without affecting your credit score.',
    blocks: [
      { kind: 'hero', title: 'Used car loans made simple', subtitle: 'Check eligibility in two minutes without affecting your credit score' },
      {
        kind: 'highlights',
        heading: 'Loan benefits',
        items: [
          { title: 'Up to 90% funding', body: 'Finance up to 90% of the car value, depending on your profile.' },
          { title: 'Tenure up to 84 months', body: 'Choose an EMI that fits your monthly budget.' },
          { title: 'Quick approval', body: 'Most applications get a decision within one working day.' },
        ],
      },
      {
        kind: 'text',
        heading: 'Documents and eligibility',
        paragraphs: [
          'Applicants aged 21 to 65 at loan maturity with a monthly income from ₹15,000 can apply. A credit score of 650 or more improves your offer.',
          'Keep your PAN, Aadhaar, 3 months of salary slips or 2 years of income tax returns, and 6 months of bank statements ready.',
        ],
      },
    ],
  },
  'traffic-challan': {
    metaTitle: 'Check and pay traffic challans online | CarSetu',
    metaDescription:
      'Check pending e-challans on your vehicle from any state and pay them online with instant receipts.',
    blocks: [
      { kind: 'hero', title: 'View and pay traffic challans', subtitle: 'Pending e-challans from every state, in one place' },
      {
        kind: 'steps',
        heading: 'How it works',
        steps: [
          { title: 'Enter your vehicle number', body: 'Registration numbers from every state and BH series are supported.' },
          { title: 'Verify with OTP', body: 'We confirm the mobile number linked to your account.' },
          { title: 'Select and pay', body: 'Pay one or many challans together and get receipts instantly.' },
        ],
      },
    ],
  },
  'used-car-valuation': {
    metaTitle: 'Used car valuation: check your car’s price | CarSetu',
    metaDescription:
      'Get a free estimate of your car’s resale value from its make, model, year, fuel and kilometres driven.',
    blocks: [
      { kind: 'hero', title: 'What is your car worth?', subtitle: 'A free estimate in under a minute' },
      {
        kind: 'text',
        heading: 'What decides the price',
        paragraphs: [
          'Age, kilometres driven, number of owners, service history and the condition found at inspection matter most.',
          'Demand in your city also counts: popular models in a busy market sell for more.',
        ],
      },
    ],
  },
};
