import {
  CHALLAN_COURT_AFTER_DAYS,
  formatMoney,
  paise,
  type EChallanPage,
} from '@carsetu/contracts';
import { msg, type MessageValues, type Translate } from '../../lib/i18n';

/*
 * The copy of a state or city e-challan page is written by the API from facts (place, fine
 * schedule, the court rule) in English. The same sentences are kept here as message ids, so a
 * Hindi page shows them translated: a text is replaced only when it is exactly the English
 * sentence these facts make, so copy the API changes (or CMS FAQs, testimonials) stays as sent.
 */

type Sentence = readonly [id: string, values: MessageValues];

function fill(id: string, values: MessageValues): string {
  return id.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const FIXED = [
  msg('How can I pay a traffic challan online in {place}?'),
  msg(
    'Select the pending challans you want to pay, review the price breakup (fines, convenience fee and 18% GST on the fee) and pay by UPI, card or net banking. You get a receipt by download and the order stays in My Orders.',
  ),
  msg('Why can I not pay a virtual-court challan here?'),
  msg(
    'Virtual-court challans are settled on the virtual-court portal of the judiciary, not the ordinary e-challan portal, so CarSetu shows them but cannot take payment for them.',
  ),
  msg('Before you pay'),
  msg(
    'Check the offence, place and date of each challan. If you believe a challan is wrong, you can contest it with the traffic police instead of paying it.',
  ),
  msg('Registration code'),
  msg('RTO offices'),
  msg('Cities covered'),
  msg('Lowest fine'),
  msg('Highest fine'),
  msg('Goes to court after'),
];

function sentencesOf(page: EChallanPage): Sentence[] {
  const details = page.details!;
  const place = details.cityName ?? details.stateName;
  const state = details.stateName;
  const days = String(CHALLAN_COURT_AFTER_DAYS);
  const fine = (key: string) => page.trafficFines.find((item) => item.offenceKey === key);
  const seatBelt = fine('no-seat-belt');
  const speeding = fine('over-speeding-lmv');
  return [
    ...FIXED.map((id) => [id, { place }] as const),
    [msg('e-Challan {place}: check and pay traffic challans online'), { place }],
    [
      msg(
        "Check pending traffic e-challans in {place} by vehicle number, see {state}'s fine list and pay online with a receipt.",
      ),
      { place, state },
    ],
    [msg('How do I check an e-challan in {place}?'), { place }],
    [
      msg(
        'Enter your vehicle registration number (for example {example}) in the search box on this page. CarSetu shows every challan on the vehicle with the offence, Motor Vehicles Act section, place, date, amount and status.',
      ),
      { example: `${details.stateCode}01AB1234` },
    ],
    [msg('What is the fine for not wearing a seat belt or over-speeding in {state}?'), { state }],
    ...(seatBelt && speeding
      ? [
          [
            msg(
              'Driving without a seat belt (Section {seatBeltSection}) costs {seatBeltFine}; over-speeding in a car (Section {speedingSection}) costs {speedingFine}. See the full fine list on this page.',
            ),
            {
              seatBeltSection: seatBelt.section,
              seatBeltFine: formatMoney(paise(seatBelt.finePaise)),
              speedingSection: speeding.section,
              speedingFine: formatMoney(paise(speeding.finePaise)),
            },
          ] as const,
        ]
      : []),
    [msg('e-Challan in {place}'), { place }],
    [
      msg(
        "Traffic police in {place} issue electronic challans (e-challans) for offences caught by officers or cameras. The challan is linked to the vehicle's registration number, and the owner receives an SMS on the registered mobile number.",
      ),
      { place },
    ],
    [
      msg(
        'Fines follow the Motor Vehicles (Amendment) Act 2019; where {state} has notified its own compounding amount for an offence, that amount applies.',
      ),
      { state },
    ],
    [
      msg('Challans unpaid for {days} days go to court and can no longer be paid online here.'),
      { days },
    ],
    [msg('{days} days unpaid'), { days }],
  ];
}

/** The page with the API's known sentences in the page's language (English: unchanged). */
export function localiseEChallanPage(
  page: EChallanPage,
  t: Translate,
  english: boolean,
): EChallanPage {
  if (english || !page.details) return page;
  const byEnglish = new Map(
    sentencesOf(page).map(([id, values]) => [fill(id, values), t(id, values)]),
  );
  const say = (text: string) => byEnglish.get(text) ?? text;
  return {
    ...page,
    details: {
      ...page.details,
      heading: say(page.details.heading),
      description: say(page.details.description),
    },
    faqList: page.faqList.map((faq) => ({ question: say(faq.question), answer: say(faq.answer) })),
    cmsContent: page.cmsContent.map((block) => ({
      heading: say(block.heading),
      paragraphs: block.paragraphs.map(say),
    })),
    factsData: page.factsData.map((fact) => ({ label: say(fact.label), value: say(fact.value) })),
  };
}
