import { LegalArticle, type LegalSection } from '../components/ui';
import type { Route } from './+types/privacy-policy-buy-cars';

export const meta: Route.MetaFunction = () => [
  { title: 'Privacy policy | CarSetu' },
  {
    name: 'description',
    content: 'How CarSetu collects, uses, shares and protects your personal data.',
  },
];

const SECTIONS: LegalSection[] = [
  {
    heading: 'Data we collect',
    paragraphs: [
      'Your mobile number when you log in or ask for a call back; your name and email if you add them to your profile; the registration number, photos and documents of a car you sell; the cars you save, book or test drive; and payment references for orders (we never see or store your card or UPI PIN).',
      'When you use the site we record technical data such as your IP address, browser, pages visited and the city you choose, so the site works and stays secure.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To log you in with a one-time password, show cars in your city, arrange inspections, test drives and pickups, process payments and refunds, transfer registration certificates, and answer your questions.',
      'With your consent (the WhatsApp updates box at login) we send updates about your bookings, appointments and offers on WhatsApp. You can withdraw consent at any time from your profile or by replying STOP.',
    ],
  },
  {
    heading: 'Loans and credit checks',
    paragraphs: [
      "If you check your loan eligibility, we share the details you enter with our lending partner, which may fetch your credit report from a credit bureau with your consent. The lending partner's own terms and privacy policy then also apply.",
    ],
  },
  {
    heading: 'Who we share data with',
    paragraphs: [
      'Only with those who help us serve you: inspection and pickup staff, dealer partners for a car you choose, lending partners, payment gateways, SMS and WhatsApp providers, and government portals for challan payment and RC transfer. Each receives only what its task needs and must protect it.',
      'We do not sell your personal data. We disclose it to authorities only when the law requires.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account data is kept while your account is active. Sale, purchase and payment records are kept for eight years, as Indian tax law requires. Login codes expire within minutes and are stored only as hashes.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Sessions use secure, http-only cookies; traffic is encrypted; documents are stored outside the public web with random names; phone numbers are masked everywhere except to their owner.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'Under the Digital Personal Data Protection Act, 2023, you may ask to see, correct or erase your personal data, withdraw consent, and nominate someone to act for you. Write to the grievance officer below; we reply within 30 days.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use cookies to keep you logged in, remember your city and keep the site secure. We do not use cookies from advertising networks.',
    ],
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalArticle
      title="Privacy policy"
      updated="1 January 2025"
      intro="This policy explains what personal data CarSetu collects when you buy or sell a car, take a car loan or pay a traffic challan with us, why we collect it, and the choices you have."
      sections={SECTIONS}
    />
  );
}
