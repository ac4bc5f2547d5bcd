/** Hindi texts by their English message id (see apps/web/i18n/catalog.ts): the challan journey. */
export default {
  // Lookup page (/traffic-challan/)
  'Check and pay traffic challans online': 'ट्रैफ़िक चालान ऑनलाइन देखें और भरें',
  'Enter your vehicle number to see every traffic e-challan, select the pending ones and pay online with a receipt.':
    'अपनी गाड़ी का नंबर डालें, हर ट्रैफ़िक ई-चालान देखें, बकाया चालान चुनें और रसीद के साथ ऑनलाइन भुगतान करें।',
  'Check and pay traffic challans': 'ट्रैफ़िक चालान देखें और भरें',
  'See every e-challan on your vehicle and pay the pending ones in one go.':
    'अपनी गाड़ी के सभी ई-चालान देखें और बकाया चालान एक साथ भरें।',
  'Your payment did not go through. Nothing was charged, and your challans are still selected: you can try again.':
    'आपका भुगतान पूरा नहीं हुआ। कोई पैसा नहीं कटा और आपके चालान अब भी चुने हुए हैं: आप फिर से कोशिश कर सकते हैं।',
  'You left the payment page before paying. Your challans are still here whenever you are ready.':
    'आपने भुगतान से पहले ही पेमेंट पेज छोड़ दिया। आपके चालान यहीं हैं, जब चाहें भर सकते हैं।',
  Registration: 'रजिस्ट्रेशन',
  Fuel: 'ईंधन',
  'Registered on': 'रजिस्ट्रेशन की तारीख',
  Owner: 'मालिक',
  'Sandbox data: the government registry and e-challan system are not connected in this environment.':
    'सैंडबॉक्स डेटा: इस एनवायरनमेंट में सरकारी रजिस्ट्री और ई-चालान सिस्टम जुड़े नहीं हैं।',
  Challans: 'चालान',
  'No challans on {regNo}': '{regNo} पर कोई चालान नहीं है',
  'Good driving! There is nothing to pay on this vehicle right now.':
    'बढ़िया ड्राइविंग! इस गाड़ी पर अभी कुछ भी भरना बाकी नहीं है।',
  'e-Challan by state': 'राज्य के अनुसार ई-चालान',

  // Registration-number form (shared by challans, RTO details and service history)
  'Vehicle registration number': 'गाड़ी का रजिस्ट्रेशन नंबर',
  'e.g. {example}': 'जैसे {example}',
  'Standard ({standard}) and Bharat-series ({bharat}) numbers.':
    'सामान्य ({standard}) और भारत-सीरीज़ ({bharat}) नंबर।',
  'Check challans': 'चालान देखें',

  // Texts the API or the checkout sends (api-texts.ts)
  Pending: 'बकाया',
  'Sent to court': 'कोर्ट भेजा गया',
  'Virtual court': 'वर्चुअल कोर्ट',
  'Already paid': 'पहले ही भरा जा चुका है',
  'Sent to court: pay it at the court hearing or on the virtual-court portal':
    'कोर्ट भेजा गया: इसे कोर्ट की सुनवाई में या वर्चुअल-कोर्ट पोर्टल पर भरें',
  'In virtual court: pay it on the virtual-court portal':
    'वर्चुअल कोर्ट में: इसे वर्चुअल-कोर्ट पोर्टल पर भरें',
  'Too many vehicle lookups from your network. Please try again in an hour.':
    'आपके नेटवर्क से बहुत ज़्यादा गाड़ियाँ खोजी गईं। कृपया एक घंटे बाद फिर कोशिश करें।',
  'Select at least one pending challan to pay.': 'भरने के लिए कम से कम एक बकाया चालान चुनें।',
  'Please log in to pay your challans.': 'चालान भरने के लिए कृपया लॉग इन करें।',
  'This payment was already completed or closed. Search again to continue.':
    'यह भुगतान पहले ही पूरा या बंद हो चुका है। आगे बढ़ने के लिए फिर से खोजें।',

  // Selection and cart
  'Challans on {regNo} ({count})': '{regNo} पर चालान ({count})',
  'Section {section}': 'धारा {section}',
  'Challan no. {number}': 'चालान नं. {number}',
  'You can pay up to {max} challans in one order. Pay these first, then the rest.':
    'एक ऑर्डर में ज़्यादा से ज़्यादा {max} चालान भरे जा सकते हैं। पहले ये भरें, फिर बाकी।',
  'Price breakup': 'कीमत का ब्योरा',
  '{selected} of {payable} payable challans selected':
    'भरने लायक {payable} में से {selected} चालान चुने गए',
  'Send me payment updates on WhatsApp': 'भुगतान की जानकारी मुझे WhatsApp पर भेजें',
  'Coupon code (optional)': 'कूपन कोड (ज़रूरी नहीं)',
  'Use a coupon you opted into on your {rewards} page. The discount is shown on the payment page and your receipt.':
    'अपने {rewards} पेज पर चुना हुआ कूपन इस्तेमाल करें। छूट पेमेंट पेज और आपकी रसीद पर दिखेगी।',
  'Pay {amount}': '{amount} भरें',
  'By paying you agree to the terms and conditions. The challan amount goes to the traffic department unchanged.':
    'भुगतान करके आप नियम और शर्तें मानते हैं। चालान की पूरी रकम बिना किसी बदलाव के ट्रैफ़िक विभाग को जाती है।',

  // Price breakup table
  'Challan amount': 'चालान की रकम',
  Amount: 'रकम',
  'Convenience fee': 'सुविधा शुल्क',
  'GST ({rate}% on fee)': 'GST (शुल्क पर {rate}%)',
  'Coupon {code}': 'कूपन {code}',
  Total: 'कुल',

  // State and city pages
  'We do not have an e-challan page for that city in {state}':
    '{state} में उस शहर का ई-चालान पेज हमारे पास नहीं है',
  'We do not have an e-challan page for that state': 'उस राज्य का ई-चालान पेज हमारे पास नहीं है',
  'Choose your state below, or search your vehicle number directly.':
    'नीचे अपना राज्य चुनें, या सीधे अपनी गाड़ी का नंबर खोजें।',
  'Traffic challan': 'ट्रैफ़िक चालान',
  '{count} challans in {state} settled through CarSetu':
    '{state} में CarSetu से {count} चालान भरे गए',
  'Traffic fines in {state}': '{state} में ट्रैफ़िक जुर्माने',
  'Offence, Motor Vehicles Act section and fine': 'अपराध, मोटर वाहन अधिनियम की धारा और जुर्माना',
  Offence: 'अपराध',
  Section: 'धारा',
  Fine: 'जुर्माना',
  'Repeat offence': 'दोबारा अपराध',
  '{state} amount': '{state} की रकम',
  'RTO codes in {state}': '{state} के RTO कोड',
  'Sample: {registration}': 'उदाहरण: {registration}',
  'Recently paid through CarSetu': 'हाल ही में CarSetu से भरे गए',
  'What drivers say': 'ड्राइवर क्या कहते हैं',
  '{rating} out of 5 stars': '5 में से {rating} स्टार',
  'e-Challan by city in {state}': '{state} में शहर के अनुसार ई-चालान',
  'e-Challan {place}': 'ई-चालान {place}',
  'e-Challan in other states': 'दूसरे राज्यों में ई-चालान',

  // The API's page copy for a state or city (e-challan-copy.ts)
  'e-Challan {place}: check and pay traffic challans online':
    'ई-चालान {place}: ट्रैफ़िक चालान ऑनलाइन देखें और भरें',
  "Check pending traffic e-challans in {place} by vehicle number, see {state}'s fine list and pay online with a receipt.":
    '{place} में गाड़ी नंबर से बकाया ट्रैफ़िक ई-चालान देखें, {state} के जुर्मानों की सूची देखें और रसीद के साथ ऑनलाइन भुगतान करें।',
  'How do I check an e-challan in {place}?': '{place} में ई-चालान कैसे देखें?',
  'Enter your vehicle registration number (for example {example}) in the search box on this page. CarSetu shows every challan on the vehicle with the offence, Motor Vehicles Act section, place, date, amount and status.':
    'इस पेज के सर्च बॉक्स में अपनी गाड़ी का रजिस्ट्रेशन नंबर (जैसे {example}) डालें। CarSetu गाड़ी का हर चालान अपराध, मोटर वाहन अधिनियम की धारा, जगह, तारीख, रकम और स्टेटस के साथ दिखाता है।',
  'How can I pay a traffic challan online in {place}?':
    '{place} में ट्रैफ़िक चालान ऑनलाइन कैसे भरें?',
  'Select the pending challans you want to pay, review the price breakup (fines, convenience fee and 18% GST on the fee) and pay by UPI, card or net banking. You get a receipt by download and the order stays in My Orders.':
    'जो बकाया चालान भरने हैं उन्हें चुनें, कीमत का ब्योरा (जुर्माना, सुविधा शुल्क और शुल्क पर 18% GST) देखें और UPI, कार्ड या नेट बैंकिंग से भुगतान करें। रसीद डाउनलोड के लिए मिलती है और ऑर्डर मेरे ऑर्डर में रहता है।',
  'Why can I not pay a virtual-court challan here?': 'वर्चुअल-कोर्ट चालान यहाँ क्यों नहीं भर सकते?',
  'Virtual-court challans are settled on the virtual-court portal of the judiciary, not the ordinary e-challan portal, so CarSetu shows them but cannot take payment for them.':
    'वर्चुअल-कोर्ट चालान न्यायपालिका के वर्चुअल-कोर्ट पोर्टल पर निपटाए जाते हैं, सामान्य ई-चालान पोर्टल पर नहीं, इसलिए CarSetu उन्हें दिखाता है पर उनका भुगतान नहीं ले सकता।',
  'What is the fine for not wearing a seat belt or over-speeding in {state}?':
    '{state} में सीट बेल्ट न पहनने या तेज़ रफ़्तार पर कितना जुर्माना है?',
  'Driving without a seat belt (Section {seatBeltSection}) costs {seatBeltFine}; over-speeding in a car (Section {speedingSection}) costs {speedingFine}. See the full fine list on this page.':
    'बिना सीट बेल्ट गाड़ी चलाने (धारा {seatBeltSection}) पर {seatBeltFine} और कार में तेज़ रफ़्तार (धारा {speedingSection}) पर {speedingFine} जुर्माना है। पूरी सूची इसी पेज पर देखें।',
  'e-Challan in {place}': '{place} में ई-चालान',
  "Traffic police in {place} issue electronic challans (e-challans) for offences caught by officers or cameras. The challan is linked to the vehicle's registration number, and the owner receives an SMS on the registered mobile number.":
    '{place} की ट्रैफ़िक पुलिस अधिकारियों या कैमरों द्वारा पकड़े गए अपराधों पर इलेक्ट्रॉनिक चालान (ई-चालान) जारी करती है। चालान गाड़ी के रजिस्ट्रेशन नंबर से जुड़ा होता है और मालिक को रजिस्टर्ड मोबाइल नंबर पर SMS मिलता है।',
  'Fines follow the Motor Vehicles (Amendment) Act 2019; where {state} has notified its own compounding amount for an offence, that amount applies.':
    'जुर्माने मोटर वाहन (संशोधन) अधिनियम 2019 के अनुसार हैं; जहाँ {state} ने किसी अपराध के लिए अपनी कंपाउंडिंग रकम तय की है, वहाँ वही रकम लागू होती है।',
  'Before you pay': 'भुगतान से पहले',
  'Check the offence, place and date of each challan. If you believe a challan is wrong, you can contest it with the traffic police instead of paying it.':
    'हर चालान का अपराध, जगह और तारीख जाँच लें। अगर आपको लगता है कि चालान गलत है, तो भरने के बजाय ट्रैफ़िक पुलिस के सामने उसे चुनौती दे सकते हैं।',
  'Challans unpaid for {days} days go to court and can no longer be paid online here.':
    '{days} दिन तक न भरे गए चालान कोर्ट चले जाते हैं और फिर यहाँ ऑनलाइन नहीं भरे जा सकते।',
  'Registration code': 'रजिस्ट्रेशन कोड',
  'RTO offices': 'RTO दफ़्तर',
  'Cities covered': 'शामिल शहर',
  'Lowest fine': 'सबसे कम जुर्माना',
  'Highest fine': 'सबसे ज़्यादा जुर्माना',
  'Goes to court after': 'कोर्ट कब जाता है',
  '{days} days unpaid': '{days} दिन न भरने पर',

  // Sandbox payment gateway
  'Sandbox payment gateway': 'सैंडबॉक्स पेमेंट गेटवे',
  'Sandbox payment gateway.': 'सैंडबॉक्स पेमेंट गेटवे।',
  'This page stands in for the real payment gateway. No money is charged.':
    'यह पेज असली पेमेंट गेटवे की जगह है। कोई पैसा नहीं कटता।',
  'CarSetu order {orderNumber}': 'CarSetu ऑर्डर {orderNumber}',
  'This order is already paid.': 'इस ऑर्डर का भुगतान हो चुका है।',
  'View order': 'ऑर्डर देखें',
  'Payment method': 'भुगतान का तरीका',
  UPI: 'UPI',
  'Credit or debit card': 'क्रेडिट या डेबिट कार्ड',
  'Net banking': 'नेट बैंकिंग',
  'Pay successfully': 'सफल भुगतान करें',
  'Simulate a failed payment': 'असफल भुगतान आज़माएँ',
  'Cancel and return to CarSetu': 'रद्द करें और CarSetu पर लौटें',

  // My Orders and the order page
  'Traffic challans': 'ट्रैफ़िक चालान',
  'Car bookings': 'कार बुकिंग',
  Reports: 'रिपोर्ट',
  'Log in to see your orders, their status and receipts.':
    'अपने ऑर्डर, उनका स्टेटस और रसीदें देखने के लिए लॉग इन करें।',
  'Log in to see this order and its receipt.': 'यह ऑर्डर और इसकी रसीद देखने के लिए लॉग इन करें।',
  'Filter orders': 'ऑर्डर फ़िल्टर करें',
  'All statuses': 'सभी स्टेटस',
  Type: 'प्रकार',
  'All types': 'सभी प्रकार',
  'No orders match these filters': 'इन फ़िल्टर से कोई ऑर्डर नहीं मिला',
  'You have no orders yet': 'आपका अभी कोई ऑर्डर नहीं है',
  'Challan payments and bookings you make will appear here with their receipts.':
    'आपके चालान भुगतान और बुकिंग रसीदों के साथ यहाँ दिखेंगे।',
  'Check traffic challans': 'ट्रैफ़िक चालान देखें',
  Orders: 'ऑर्डर',
  'Order {orderNumber}': 'ऑर्डर {orderNumber}',
  '{count, plural, one {# item} other {# items}}': '{count, plural, one {# आइटम} other {# आइटम}}',
  Pages: 'पेज',
  'Page {page} of {pages}': 'पेज {page} / {pages}',
  'Back to My Orders': 'मेरे ऑर्डर पर वापस जाएँ',
  'Payment successful': 'भुगतान सफल रहा',
  'We received {amount}. Your receipt is ready to download.':
    'हमें {amount} मिल गए। आपकी रसीद डाउनलोड के लिए तैयार है।',
  'Placed {date}': 'ऑर्डर किया {date}',
  'Paid {date}': 'भुगतान {date}',
  Items: 'आइटम',
  Payment: 'भुगतान',
  'Download receipt (PDF)': 'रसीद डाउनलोड करें (PDF)',
  'Rate your experience': 'अपने अनुभव को रेटिंग दें',
  'Complete payment': 'भुगतान पूरा करें',
  'Payment declined by the sandbox bank': 'सैंडबॉक्स बैंक ने भुगतान अस्वीकार कर दिया',
  'The payment was not completed in time': 'भुगतान समय पर पूरा नहीं हुआ',
  'The amount paid did not match the order; it is being refunded':
    'भरी गई रकम ऑर्डर से मेल नहीं खाती; इसे रिफ़ंड किया जा रहा है',
  'These items were already paid; your payment is being refunded':
    'इन आइटम का भुगतान पहले ही हो चुका था; आपका भुगतान रिफ़ंड किया जा रहा है',
  'These challans were paid by someone else before your payment. Nothing was charged.':
    'आपके भुगतान से पहले ये चालान किसी और ने भर दिए। कोई पैसा नहीं कटा।',
  'Replaced by a newer payment attempt': 'भुगतान की नई कोशिश ने इसकी जगह ली',
  'This order cannot be paid now. Please refresh the page.':
    'इस ऑर्डर का अभी भुगतान नहीं हो सकता। कृपया पेज रीफ़्रेश करें।',

  // Receipt extras on the order page
  'Add your GSTIN to the receipt': 'रसीद में अपना GSTIN जोड़ें',
  'Your GSTIN (15 characters)': 'आपका GSTIN (15 अक्षर)',
  'Download receipt with GSTIN': 'GSTIN के साथ रसीद डाउनलोड करें',
  'Creating link…': 'लिंक बन रहा है…',
  'Share invoice link': 'इनवॉइस लिंक शेयर करें',
  'Invoice link, works without logging in until {date}':
    'इनवॉइस लिंक, {date} तक बिना लॉग इन के खुलेगा',
  'Invoice link copied': 'इनवॉइस लिंक कॉपी हो गया',

  // shared: purchase status labels (PurchaseStatusBadge, used by orders, bookings and cars)
  Available: 'उपलब्ध',
  'Payment pending': 'भुगतान बाकी',
  'Payment failed': 'भुगतान असफल',
  Reserved: 'रिज़र्व',
  Paid: 'भुगतान हो गया',
  Expired: 'समय खत्म',
  Cancelled: 'रद्द',
  Refunded: 'रिफ़ंड हुआ',
  Sold: 'बिक गई',
  // shared: the retry button (order page and My Bookings)
  'Opening payment…': 'पेमेंट खुल रहा है…',
  'Retry payment': 'फिर से भुगतान करें',
  // shared
  'Log in': 'लॉग इन करें',
  Status: 'स्टेटस',
  'Apply filters': 'फ़िल्टर लगाएँ',
  'Previous page': 'पिछला पेज',
  'Next page': 'अगला पेज',
  'What happens next': 'आगे क्या होगा',
  'Frequently asked questions': 'अक्सर पूछे जाने वाले सवाल',
  Copy: 'कॉपी करें',
  Copied: 'कॉपी हो गया',
} satisfies Record<string, string>;
