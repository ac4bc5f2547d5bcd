/** Site FAQs by category, in display order. Answers state CarSetu's own terms plainly. */
export const FAQ_SEEDS: Record<string, Array<[question: string, answer: string]>> = {
  buy: [
    [
      'How does CarSetu check a used car before listing it?',
      'Every car goes through a 112-point inspection by a CarSetu engineer covering engine, gearbox, suspension, electricals, body panels and tyres. The full report, with photos of every dent and scratch, is on the car page before you book.',
    ],
    [
      'Can I take a test drive before I buy?',
      'Yes. Book a free test drive at a CarSetu hub or at your home in serviceable pincodes. Pick a slot on the car page; you pay nothing until you decide to buy.',
    ],
    [
      'Can I cancel a reservation?',
      'Yes. Cancel from the car page or My Bookings any time before the purchase and the token is refunded in full to the account you paid from.',
    ],
    [
      'Can I buy a used car on a loan?',
      'Yes. Check your loan eligibility from the car page or the car loan page; lenders show their offers and the EMI before you apply.',
    ],
    [
      'How much do I pay to reserve a car?',
      'A refundable token of ₹5,000 holds the car for you alone. Pay it within 15 minutes of reserving to keep the hold; cancel before the purchase and it is refunded in full.',
    ],
    [
      'Who transfers the registration certificate (RC) to my name?',
      'CarSetu prepares Form 29 and Form 30 and files them with the RTO. Most transfers complete within 30 to 60 days; your relationship manager tells you when the new RC is ready.',
    ],
    [
      'Can I buy a car listed in another city?',
      'Yes, in most cases. Cars can be transferred between hubs in the same state for a fee shown at checkout. For a car in another state, the re-registration cost is shown before you pay.',
    ],
  ],
  sell: [
    [
      'How do I sell my car on CarSetu?',
      'Enter your car registration number, book a free inspection at a hub or at home, get an offer after the inspection and, if you accept, get paid and hand over the car the same day.',
    ],
    [
      'Is the inspection free?',
      'Yes. The inspection is free and there is no obligation to sell. It takes about 30 to 45 minutes.',
    ],
    [
      'How is the price of my car decided?',
      'The offer is based on the inspection report, the car’s age, kilometres driven, ownership history, service record and live demand from our buyer and dealer network in your city.',
    ],
    [
      'When do I receive the payment?',
      'A token is paid when you confirm the sale, and the balance by bank transfer once our runner collects the car and the documents are verified. If the car has a loan, we pay your bank first and you the rest.',
    ],
    [
      'Which documents do I need to sell my car?',
      'The original RC, a valid insurance policy, your PAN card, address proof, the bank NOC if the car had a loan, and all keys. We prepare Form 29 and Form 30 for you to sign.',
    ],
    [
      'Can I sell a car that still has a running loan?',
      'Yes. Share the loan account details; we get the foreclosure amount from your bank, pay it off and transfer the rest to you.',
    ],
    [
      'Do you buy cars registered in another state?',
      'Yes, we buy cars registered anywhere in India. Cars from another state may need a NOC from the original RTO, which we help you get.',
    ],
  ],
  loan: [
    [
      'Who can apply for a used-car loan?',
      'Salaried and self-employed applicants aged 21 to 65 at loan maturity, with a monthly income from ₹15,000 and a credit score of 650 or above, are usually eligible.',
    ],
    [
      'How much of the car’s price can I finance?',
      'Lenders finance 60% to 90% of the car’s value depending on your profile, the car’s age and the lender’s policy.',
    ],
    [
      'What interest rate will I get?',
      'Used-car loan rates start from 9.25% a year and depend on your credit score, income, the car and the tenure. Your exact rate is shown in the offer before you accept it.',
    ],
    [
      'What tenures are available?',
      'From 12 to 84 months. The car’s age at the end of the loan should be within 8 to 10 years, so older cars may get a shorter tenure.',
    ],
    [
      'Which documents are needed for a car loan?',
      'PAN card, Aadhaar or another address proof, the last 3 months’ salary slips or 2 years of income tax returns, and 6 months of bank statements.',
    ],
    [
      'Does checking my loan eligibility affect my credit score?',
      'No. Checking eligibility uses a soft enquiry that does not affect your credit score. A hard enquiry happens only when you apply with a lender.',
    ],
  ],
  challan: [
    [
      'How do I check traffic challans on my vehicle?',
      'Enter your vehicle registration number on the Traffic Challan page. We show pending and settled e-challans issued against the vehicle across states.',
    ],
    [
      'Can I pay a challan issued in another state?',
      'Yes. Challans from any state on the e-challan system can be checked and paid here, whichever state your car is registered in.',
    ],
    [
      'How long does it take for a paid challan to show as settled?',
      'Most challans are marked settled within 24 to 48 hours. Some state systems take up to 7 working days; your receipt is proof of payment in the meantime.',
    ],
    [
      'What happens if I do not pay a challan?',
      'E-challans unpaid for 60 days are sent to court. After that they can only be settled in the virtual court or the traffic court, not through the ordinary challan portal.',
    ],
    [
      'Is there a fee for paying challans through CarSetu?',
      'A convenience fee plus 18% GST applies and is shown before you pay. The challan amount itself goes to the traffic department unchanged.',
    ],
    [
      'I think a challan was issued by mistake. What can I do?',
      'You can contest it with the issuing traffic police through their grievance portal or at the traffic court. Do not pay a challan you intend to contest.',
    ],
  ],
  services: [
    [
      'What is a vehicle service history report?',
      'It lists past services, repairs and insurance claims recorded against the car at authorised workshops, so you can check the odometer reading and accident history before buying.',
    ],
    [
      'How do I check the RTO details of a vehicle?',
      'Enter the registration number on the vehicle registration details page to see the registering RTO, the state, and the vehicle details recorded in the registry.',
    ],
    [
      'What is a pre-delivery inspection (PDI)?',
      'Before you take delivery of a new car, our engineer inspects it at the dealership for paint defects, transit damage, electrical faults and the odometer reading, so you can refuse a faulty car.',
    ],
    [
      'How does scrapping my car work?',
      'Get a quote online, and our partner scrapping facility, registered with the government, picks up the car, deregisters it and gives you a Certificate of Deposit that brings a discount on a new car’s road tax.',
    ],
    [
      'Can I transfer the RC without selling through CarSetu?',
      'Yes. Our RC transfer service files the forms, handles the RTO visit and tracks the transfer for a fixed fee shown before you book.',
    ],
    [
      'Are these services available in every city?',
      'Challan, RTO details and service history work anywhere in India. Inspections, PDI and scrap pickups are available in cities marked as car-service cities.',
    ],
  ],
  general: [
    [
      'Is CarSetu available in my city?',
      'Choose your city in the header. Buying and selling are available in our hub cities; online services such as challan payment work all over India.',
    ],
    [
      'How do I contact customer support?',
      'Use Need Help? on any page to chat on WhatsApp or request a call back. Our support phone line is open from 9 AM to 9 PM every day.',
    ],
    [
      'Do I need an account?',
      'You can browse without one. Log in with your mobile number and a one-time password to book test drives, sell your car, apply for loans and see your bookings.',
    ],
    [
      'Is my personal information safe?',
      'Your phone number is shown in full only to you. We share details with a lender, buyer or partner only when you ask for that service, as set out in our privacy policy.',
    ],
    [
      'Which languages does support speak?',
      'Our call-back team speaks Hindi, English, Tamil, Telugu, Kannada and Malayalam. Pick your language when you request a call back.',
    ],
    [
      'How do I cancel a booking or an appointment?',
      'Open My Bookings or My Appointments from the account menu and choose Cancel. Refundable amounts reach your original payment method within 5 to 7 working days.',
    ],
  ],
};
