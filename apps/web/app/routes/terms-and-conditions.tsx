import { LegalArticle, type LegalSection } from '../components/ui';
import type { Route } from './+types/terms-and-conditions';

export const meta: Route.MetaFunction = () => [
  { title: 'Terms and conditions | CarSetu' },
  {
    name: 'description',
    content:
      'The terms that apply when you use CarSetu to buy or sell a car, take a loan or pay challans.',
  },
];

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'CarSetu runs this website to help people in India buy and sell used cars, get car loans from partner lenders and use vehicle services such as traffic-challan payment. By using the site you accept these terms.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You log in with your Indian mobile number and a one-time password. Keep your phone secure; actions taken after a valid login are treated as yours. You must be 18 or older to book, buy or sell a car.',
    ],
  },
  {
    heading: 'Buying a car',
    paragraphs: [
      'Prices, photos and inspection reports describe each car as inspected. A refundable token amount reserves a car for you for a limited time; if you cancel within that time the token is refunded to the original payment method.',
      'Registration transfer is completed after full payment. Until then the car remains the property of its current owner.',
    ],
  },
  {
    heading: 'Selling a car',
    paragraphs: [
      'The price offered after inspection is valid for the period shown with the offer. You confirm that you own the car or are authorised to sell it, that the documents you provide are genuine, and that you will disclose any loan on the car so it can be closed from the sale amount.',
    ],
  },
  {
    heading: 'Loans',
    paragraphs: [
      "Loans are given by our lending partners, not by CarSetu. Eligibility, interest rate and approval are the lender's decision and are governed by the lender's terms, which you accept when you apply.",
    ],
  },
  {
    heading: 'Traffic challans',
    paragraphs: [
      'Challan details come from government records. We pay the amounts you choose to the issuing authority and charge the convenience fee shown before payment. Challans sent to a virtual court must be paid on the virtual-court portal.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      "Do not misuse the site: no false listings, automated scraping, attempts to get around security or rate limits, or use of another person's number.",
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'We take care that information on the site is accurate but cannot guarantee it is error-free. To the extent the law allows, our liability for any claim is limited to the fees you paid us for the service concerned.',
    ],
  },
  {
    heading: 'Disputes',
    paragraphs: [
      'These terms are governed by the laws of India. Please contact our grievance officer first; unresolved disputes fall under the courts of New Delhi.',
    ],
  },
];

export default function TermsAndConditions() {
  return (
    <LegalArticle
      title="Terms and conditions"
      updated="1 January 2025"
      intro="Please read these terms before you use CarSetu. They set out what you can expect from us and what we expect from you."
      sections={SECTIONS}
    />
  );
}
