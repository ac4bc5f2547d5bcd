import { formatMoney, paise } from '@carsetu/contracts';
import { CHALLAN_COURT_AFTER_DAYS, type EChallanPage, type TrafficFine } from '@carsetu/contracts';

/**
 * Page copy for a state (or city) e-challan page, written from facts we hold (the state's fine
 * schedule, its RTO codes, the 60-day court rule), so every state gets accurate text.
 */
interface Place {
  stateName: string;
  stateCode: string;
  cityName: string | null;
}

const where = (place: Place) => place.cityName ?? place.stateName;
const fineOf = (fines: TrafficFine[], key: string) => fines.find((fine) => fine.offenceKey === key);

export function faqsFor(place: Place, fines: TrafficFine[]): EChallanPage['faqList'] {
  const seatBelt = fineOf(fines, 'no-seat-belt');
  const speeding = fineOf(fines, 'over-speeding-lmv');
  const faqs = [
    {
      question: `How do I check an e-challan in ${where(place)}?`,
      answer: `Enter your vehicle registration number (for example ${place.stateCode}01AB1234) in the search box on this page. CarSetu shows every challan on the vehicle with the offence, Motor Vehicles Act section, place, date, amount and status.`,
    },
    {
      question: `How can I pay a traffic challan online in ${where(place)}?`,
      answer:
        'Select the pending challans you want to pay, review the price breakup (fines, convenience fee and 18% GST on the fee) and pay by UPI, card or net banking. You get a receipt by download and the order stays in My Orders.',
    },
    {
      question: 'Why can I not pay a virtual-court challan here?',
      answer:
        'Virtual-court challans are settled on the virtual-court portal of the judiciary, not the ordinary e-challan portal, so CarSetu shows them but cannot take payment for them.',
    },
  ];
  if (seatBelt && speeding) {
    faqs.push({
      question: `What is the fine for not wearing a seat belt or over-speeding in ${place.stateName}?`,
      answer: `Driving without a seat belt (Section ${seatBelt.section}) costs ${formatMoney(paise(seatBelt.finePaise))}; over-speeding in a car (Section ${speeding.section}) costs ${formatMoney(paise(speeding.finePaise))}. See the full fine list on this page.`,
    });
  }
  return faqs;
}

export function cmsContentFor(place: Place): EChallanPage['cmsContent'] {
  return [
    {
      heading: `e-Challan in ${where(place)}`,
      paragraphs: [
        `Traffic police in ${where(place)} issue electronic challans (e-challans) for offences caught by officers or cameras. The challan is linked to the vehicle's registration number, and the owner receives an SMS on the registered mobile number.`,
        `Fines follow the Motor Vehicles (Amendment) Act 2019; where ${place.stateName} has notified its own compounding amount for an offence, that amount applies.`,
      ],
    },
    {
      heading: 'Before you pay',
      paragraphs: [
        'Check the offence, place and date of each challan. If you believe a challan is wrong, you can contest it with the traffic police instead of paying it.',
        `Challans unpaid for ${CHALLAN_COURT_AFTER_DAYS} days go to court and can no longer be paid online here.`,
      ],
    },
  ];
}

export function factsFor(
  place: Place,
  fines: TrafficFine[],
  rtoCount: number,
  cityCount: number,
): EChallanPage['factsData'] {
  const amounts = fines.map((fine) => fine.finePaise);
  return [
    { label: 'Registration code', value: place.stateCode },
    { label: 'RTO offices', value: String(rtoCount) },
    { label: 'Cities covered', value: String(cityCount) },
    { label: 'Lowest fine', value: formatMoney(paise(Math.min(...amounts))) },
    { label: 'Highest fine', value: formatMoney(paise(Math.max(...amounts))) },
    { label: 'Goes to court after', value: `${CHALLAN_COURT_AFTER_DAYS} days unpaid` },
  ];
}

/** 'MH12' → 'MH12 AB 1234' (series letters never I or O). */
export const sampleRegistration = (rtoCode: string) => `${rtoCode} AB 1234`;
