/**
 * Hindi texts by their English message id (see apps/web/i18n/catalog.ts): the buy journey — home
 * page, used-car listing, car page and photos, test drive and reserve, wishlist, My Bookings.
 * Car, brand, city and hub names, money, dates and registration numbers stay as they come.
 */
export default {
  // shared
  Previous: 'पिछला',
  Next: 'अगला',
  Search: 'खोजें',
  Cancel: 'कैंसिल करें',
  India: 'भारत',
  Address: 'पता',
  Share: 'शेयर करें',
  'Link copied': 'लिंक कॉपी हो गया',
  Make: 'ब्रांड',
  Model: 'मॉडल',
  Variant: 'वेरिएंट',
  Year: 'साल',
  Transmission: 'ट्रांसमिशन',
  Kilometres: 'किलोमीटर',
  OK: 'ठीक',
  'Clear all': 'सब हटाएं',
  'See all questions': 'सभी सवाल देखें',
  'What our customers say': 'हमारे ग्राहक क्या कहते हैं',
  'Pay challan': 'चालान भरें',
  'Car not found | CarSetu': 'कार नहीं मिली | CarSetu',

  // Car facts and filter options (components/buy/texts.ts)
  Petrol: 'पेट्रोल',
  Diesel: 'डीज़ल',
  CNG: 'CNG',
  Electric: 'इलेक्ट्रिक',
  Hybrid: 'हाइब्रिड',
  Manual: 'मैनुअल',
  Automatic: 'ऑटोमैटिक',
  Hatchback: 'हैचबैक',
  Sedan: 'सेडान',
  SUV: 'SUV',
  'Compact SUV': 'कॉम्पैक्ट SUV',
  MUV: 'MUV',
  Luxury: 'लग्ज़री',
  Pickup: 'पिकअप',
  White: 'सफ़ेद',
  Silver: 'सिल्वर',
  Grey: 'ग्रे',
  Black: 'काला',
  Red: 'लाल',
  Blue: 'नीला',
  Brown: 'भूरा',
  Beige: 'बेज',
  Orange: 'नारंगी',
  Green: 'हरा',
  Yellow: 'पीला',
  '1st owner': 'पहला मालिक',
  '2nd owner': 'दूसरा मालिक',
  '3rd owner': 'तीसरा मालिक',
  '4+ owner': 'चौथा+ मालिक',
  '4 or more owners': '4 या ज़्यादा मालिक',
  'Under 10,000 km': '10,000 km से कम',
  'Under 30,000 km': '30,000 km से कम',
  '30,000 - 50,000 km': '30,000 - 50,000 km',
  '50,000 - 75,000 km': '50,000 - 75,000 km',
  '75,000 - 1,00,000 km': '75,000 - 1,00,000 km',
  'Over 1,00,000 km': '1,00,000 km से ज़्यादा',
  'Under ₹3 Lakh': '₹3 लाख से कम',
  '₹3 - 5 Lakh': '₹3 - 5 लाख',
  '₹5 - 8 Lakh': '₹5 - 8 लाख',
  '₹8 - 12 Lakh': '₹8 - 12 लाख',
  '₹12 - 20 Lakh': '₹12 - 20 लाख',
  'Above ₹20 Lakh': '₹20 लाख से ज़्यादा',
  '{seats} seater': '{seats} सीटर',

  // Sort, market price, papers
  Relevance: 'सबसे सही',
  'Price: low to high': 'कीमत: कम से ज़्यादा',
  'Price: high to low': 'कीमत: ज़्यादा से कम',
  'Newest first': 'सबसे नई पहले',
  'Kilometres: low to high': 'किलोमीटर: कम से ज़्यादा',
  'Year: newest model first': 'साल: नया मॉडल पहले',
  'Great price': 'बहुत बढ़िया कीमत',
  'Good price': 'अच्छी कीमत',
  'Fair price': 'सही कीमत',
  'High price': 'ज़्यादा कीमत',
  'Median {median} for {count, plural, one {# similar car} other {# similar cars}} in {city}, {years}':
    '{city} में {years} की {count, plural, one {# मिलती-जुलती कार} other {# मिलती-जुलती कारों}} की मीडियन कीमत {median}',
  Papers: 'कागज़ात',
  'No pending challans': 'कोई चालान बाकी नहीं',
  'Insurance valid': 'इंश्योरेंस वैध',
  'PUC valid': 'PUC वैध',
  'No loan on the RC': 'RC पर कोई लोन नहीं',
  ': passed': ': पास',
  ': not passed': ': पास नहीं',
  'None pending': 'कोई बाकी नहीं',
  'Not needed for an electric car': 'इलेक्ट्रिक कार के लिए ज़रूरी नहीं',
  'No lender named': 'किसी लोन देने वाले का नाम नहीं',
  'Valid until {date}': '{date} तक वैध',
  'Expired on {date}': '{date} को खत्म',
  '{count, plural, one {# pending challan} other {# pending challans}}':
    '{count, plural, one {# चालान बाकी} other {# चालान बाकी}}',
  'Hypothecated to {lender}': '{lender} के पास गिरवी (हाइपोथिकेशन)',
  'From the vehicle registry and e-challan records, checked on {date}.':
    'वाहन रजिस्ट्री और ई-चालान रिकॉर्ड से, {date} को जांचा गया।',
  'We could not reach the vehicle registry just now. Ask us for the papers when you book a test drive.':
    'अभी वाहन रजिस्ट्री से जुड़ नहीं पाए। टेस्ट ड्राइव बुक करते समय हमसे कागज़ात मांग लें।',

  // Search box
  'Search by make, model or variant': 'ब्रांड, मॉडल या वेरिएंट से खोजें',
  Suggestions: 'सुझाव',

  // Listing card
  'Key facts': 'मुख्य जानकारी',
  'EMI from {amount}/month': 'EMI {amount}/महीने से',

  // Listing page (/buy-used-car)
  'Used cars | CarSetu': 'पुरानी कारें | CarSetu',
  '{total} used cars in {place} | CarSetu': '{place} में {total} पुरानी कारें | CarSetu',
  'Buy inspected used cars in {place}: filter by budget, make, year, kilometres, fuel and more.':
    '{place} में इंस्पेक्शन की हुई पुरानी कारें खरीदें: बजट, ब्रांड, साल, किलोमीटर, फ़्यूल और बहुत कुछ से फ़िल्टर करें।',
  'Used cars in {place}': '{place} में पुरानी कारें',
  '{count, plural, one {{total} car} other {{total} cars}}':
    '{count, plural, one {{total} कार} other {{total} कारें}}',
  ' for {matches}': ' ({matches} के लिए)',
  'Active filters': 'लगे हुए फ़िल्टर',
  'Remove filter {filter}': 'फ़िल्टर {filter} हटाएं',
  'Filter cars': 'कारें फ़िल्टर करें',
  'Sort by': 'क्रम',
  Sort: 'क्रम लगाएं',
  'No cars match all your filters': 'आपके सभी फ़िल्टर से मेल खाती कोई कार नहीं',
  'Try widening your search:': 'खोज को थोड़ा बड़ा करके देखें:',
  'Remove {filter}': '{filter} हटाएं',
  'Search all of India': 'पूरे भारत में खोजें',
  'Above {price}': '{price} से ज़्यादा',
  'Under {price}': '{price} से कम',
  'Year {from}–{to}': 'साल {from}–{to}',
  'Page {number}': 'पेज {number}',

  // Filters
  Filters: 'फ़िल्टर',
  'Filters ({count})': 'फ़िल्टर ({count})',
  '{count, plural, one {Show {total} car} other {Show {total} cars}}':
    '{count, plural, one {{total} कार दिखाएं} other {{total} कारें दिखाएं}}',
  'No options for these filters': 'इन फ़िल्टर के लिए कोई विकल्प नहीं',
  '{amount}/month': '{amount}/महीना',
  Budget: 'बजट',
  'Budget as': 'बजट किस रूप में',
  'Total price': 'कुल कीमत',
  'Monthly EMI': 'महीने की EMI',
  Min: 'कम से कम',
  'No min': 'कोई न्यूनतम नहीं',
  Max: 'ज़्यादा से ज़्यादा',
  'No max': 'कोई अधिकतम नहीं',
  'Popular budgets': 'लोकप्रिय बजट',
  From: 'से',
  To: 'तक',
  Any: 'कोई भी',
  'Kilometres driven': 'कितने किलोमीटर चली',
  'Body type': 'बॉडी टाइप',
  Owners: 'मालिक',
  Colour: 'रंग',
  Seats: 'सीटें',
  'Registration state': 'रजिस्ट्रेशन राज्य',
  RTO: 'RTO',

  // Car page
  '{title} for {price} in {city}: {km}, {fuel}, {owners}. Inspection report, EMI and free test drive.':
    '{city} में {title}, कीमत {price}: {km}, {fuel}, {owners}। इंस्पेक्शन रिपोर्ट, EMI और फ़्री टेस्ट ड्राइव।',
  '{title} in {city} | CarSetu': '{city} में {title} | CarSetu',
  Engine: 'इंजन',
  'Book a free test drive': 'फ़्री टेस्ट ड्राइव बुक करें',
  Breadcrumb: 'आप यहां हैं',
  'Used cars': 'पुरानी कारें',
  Pictures: 'तस्वीरें',
  'See all {count} photos': 'सभी {count} फ़ोटो देखें',
  'Price and booking': 'कीमत और बुकिंग',
  'Price dropped from {price}': 'कीमत {price} से घटी',
  'See your reservation': 'अपना रिज़र्वेशन देखें',
  'Reserve this car': 'यह कार रिज़र्व करें',
  'Another buyer has reserved this car. You can still book a test drive in case it comes back.':
    'यह कार किसी और खरीदार ने रिज़र्व कर ली है। अगर यह फिर से उपलब्ध हो, इसके लिए आप अब भी टेस्ट ड्राइव बुक कर सकते हैं।',
  'Parked at {hub}, {address}': 'खड़ी है: {hub}, {address}',
  'Key specs': 'मुख्य स्पेसिफ़िकेशन',
  Features: 'फ़ीचर्स',
  'Similar cars': 'मिलती-जुलती कारें',
  '{title}: price and booking': '{title}: कीमत और बुकिंग',

  // Gallery and photos page
  'Gallery, scroll sideways for more pictures': 'गैलरी, और तस्वीरों के लिए बगल में स्क्रॉल करें',
  'Open picture {number} of {count} in the viewer':
    '{count} में से तस्वीर {number} बड़ा करके देखें',
  '{title}: pictures': '{title}: तस्वीरें',
  'Zoomed picture, scroll to pan': 'ज़ूम की हुई तस्वीर, घुमाने के लिए स्क्रॉल करें',
  Picture: 'तस्वीर',
  'Zoom out': 'ज़ूम आउट',
  'Zoom in': 'ज़ूम इन',
  '{title}: all photos | CarSetu': '{title}: सभी फ़ोटो | CarSetu',
  '{count} pictures of the {title}, {inspected} of them taken at its inspection.':
    '{title} की {count} तस्वीरें, जिनमें से {inspected} इसके इंस्पेक्शन में ली गईं।',
  '{count} pictures of the {title}.': '{title} की {count} तस्वीरें।',
  '{title}: all photos': '{title}: सभी फ़ोटो',
  '{count} photos from the car’s inspection, then drawings of every angle in its colour.':
    'कार के इंस्पेक्शन की {count} फ़ोटो, फिर इसके रंग में हर एंगल की ड्रॉइंग।',
  'Drawings of every angle in the car’s body type and colour.':
    'कार के बॉडी टाइप और रंग में हर एंगल की ड्रॉइंग।',
  'Back to the car': 'कार पर वापस जाएं',

  // EMI calculator
  'EMI estimate': 'EMI का अनुमान',
  '/month': '/महीना',
  'Loan of {loan} at {rate}% a year for {months} months. Final rates depend on the lender and your credit score.':
    '{loan} का लोन, {rate}% सालाना ब्याज पर, {months} महीनों के लिए। आखिरी दरें लोन देने वाले और आपके क्रेडिट स्कोर पर निर्भर करती हैं।',
  'Down payment (₹)': 'डाउन पेमेंट (₹)',
  Tenure: 'अवधि',
  '{months} months': '{months} महीने',

  // Loans banner on the car page and its popups (components/loan)
  'Up to {percent}% of the car’s value': 'कार की कीमत का {percent}% तक',
  'EMI from': 'EMI',
  'a month for this car': 'प्रति महीने से, इस कार के लिए',
  'Check loan eligibility': 'लोन पात्रता जांचें',
  'EMI by tenure': 'अवधि के हिसाब से EMI',
  'A loan of {loan} at {rate}% a year.': '{loan} का लोन, {rate}% सालाना ब्याज पर।',
  '{years, plural, one {# year} other {# years}}: {emi}':
    '{years, plural, one {# साल} other {# साल}}: {emi}',
  '{emi} a month for {months} months': '{months} महीनों तक हर महीने {emi}',
  'Total interest {interest}. The lender confirms the rate after checking your eligibility.':
    'कुल ब्याज {interest}। आपकी पात्रता जांचने के बाद लोन देने वाला ब्याज दर पक्की करता है।',
  'Finance this car': 'इस कार के लिए लोन लें',
  '{headline}. Checking your eligibility takes two minutes.':
    '{headline}। पात्रता जांचने में दो मिनट लगते हैं।',
  'Keep these ready': 'ये तैयार रखें',
  'The lender tells you after approval.': 'मंज़ूरी के बाद लोन देने वाला आपको बताएगा।',
  'Loading the document list…': 'दस्तावेज़ों की सूची लोड हो रही है…',
  'Continue to eligibility': 'पात्रता जांच पर आगे बढ़ें',

  // Inspection report
  'Needs attention': 'ध्यान देने की ज़रूरत',
  Defect: 'खराबी',
  'Inspection report': 'इंस्पेक्शन रिपोर्ट',
  'Overall rating': 'कुल रेटिंग',
  'inspected {date}': 'इंस्पेक्शन {date}',
  'Noted by the inspector ({count})': 'इंस्पेक्टर ने नोट किया ({count})',

  // Test drive and reserve (checkout)
  'Test drive and reserve: {title} | CarSetu': 'टेस्ट ड्राइव और रिज़र्व: {title} | CarSetu',
  'Please pick a slot.': 'कृपया एक स्लॉट चुनें।',
  'Something was missing from the form. Please try again.':
    'फ़ॉर्म में कुछ छूट गया था। कृपया फिर से कोशिश करें।',
  'Log in to book a test drive or reserve this car':
    'टेस्ट ड्राइव बुक करने या यह कार रिज़र्व करने के लिए लॉग इन करें',
  'We send your booking details to your phone.': 'हम बुकिंग की जानकारी आपके फ़ोन पर भेजते हैं।',
  Where: 'कहां',
  'At my home': 'मेरे घर पर',
  'At the CarSetu hub': 'CarSetu हब पर',
  Hub: 'हब',
  When: 'कब',
  'Booking…': 'बुक हो रहा है…',
  'Book test drive': 'टेस्ट ड्राइव बुक करें',
  'Your booking:': 'आपकी बुकिंग:',
  'Cancel booking and refund': 'बुकिंग कैंसिल करें और रिफ़ंड लें',
  'Cancel booking': 'बुकिंग कैंसिल करें',
  'Another buyer has reserved this car.': 'यह कार किसी और खरीदार ने रिज़र्व कर ली है।',
  'Pay a fully refundable token of': 'पूरी तरह रिफ़ंड होने वाला टोकन',
  'and the car is held for you alone. Cancel any time before the purchase for a full refund.':
    'दें और कार सिर्फ़ आपके लिए रोक ली जाएगी। खरीद से पहले कभी भी कैंसिल करें, पूरा पैसा वापस मिलेगा।',
  'Complete the payment within {minutes} minutes to keep the hold.':
    'कार रोके रखने के लिए {minutes} मिनट के अंदर पेमेंट पूरा करें।',
  'A coupon you opted into on your': 'आपके',
  'page comes off the token; the payment page shows the amount.':
    'पेज पर चुना गया कूपन टोकन से घटेगा; पेमेंट पेज पर रकम दिखेगी।',
  'Reserving…': 'रिज़र्व हो रही है…',
  'Reserve for {amount}': '{amount} में रिज़र्व करें',

  // Home page
  'CarSetu: buy and sell used cars, car loans and challan payment':
    'CarSetu: पुरानी कारें खरीदें और बेचें, कार लोन और चालान पेमेंट',
  'Inspected cars at fixed prices': 'इंस्पेक्शन की हुई कारें, तय कीमत पर',
  'Free inspection, paid at pickup': 'फ़्री इंस्पेक्शन, पिकअप पर पेमेंट',
  'Check your loan eligibility': 'अपनी लोन पात्रता जांचें',
  'Check and pay traffic fines': 'ट्रैफ़िक चालान देखें और भरें',
  'Buy and sell used cars with CarSetu': 'CarSetu के साथ पुरानी कारें खरीदें और बेचें',
  'Showing cars in': 'कारें दिखाई जा रही हैं:',
  'Featured cars in {place}': '{place} में चुनिंदा कारें',
  'View all {total} cars': 'सभी {total} कारें देखें',
  'No cars are listed in {place} right now.': '{place} में अभी कोई कार लिस्ट नहीं है।',
  'See cars across India': 'पूरे भारत की कारें देखें',
  'Used cars by body type': 'बॉडी टाइप के हिसाब से पुरानी कारें',
  'Used cars by budget': 'बजट के हिसाब से पुरानी कारें',
  'Recently viewed': 'हाल ही में देखी गईं',

  // Buy home (/buy-used-cars/)
  'Buy used cars in {place}: inspected cars, easy test drives | CarSetu':
    '{place} में पुरानी कारें खरीदें: इंस्पेक्शन की हुई कारें, आसान टेस्ट ड्राइव | CarSetu',
  'Browse inspected second-hand cars in {place} by brand, body type and budget. Book a test drive and reserve with a refundable token.':
    '{place} में इंस्पेक्शन की हुई सेकंड-हैंड कारें ब्रांड, बॉडी टाइप और बजट के हिसाब से देखें। टेस्ट ड्राइव बुक करें और रिफ़ंड होने वाले टोकन से रिज़र्व करें।',
  'Buy used cars in {place}': '{place} में पुरानी कारें खरीदें',
  '{total} inspected cars with a detailed inspection report, free test drives and a refundable booking token.':
    '{total} इंस्पेक्शन की हुई कारें, पूरी इंस्पेक्शन रिपोर्ट, फ़्री टेस्ट ड्राइव और रिफ़ंड होने वाले बुकिंग टोकन के साथ।',
  'View all cars in {place}': '{place} की सभी कारें देखें',
  '{count} cars': '{count} कारें',
  'Browse by body type': 'बॉडी टाइप के हिसाब से देखें',
  'Cars by budget': 'बजट के हिसाब से कारें',
  'Cars near you': 'आपके पास की कारें',

  // Wishlist
  'Removed from your wishlist': 'आपकी विशलिस्ट से हटा दी गई',
  'Price alert turned off': 'प्राइस अलर्ट बंद हो गया',
  'Could not update your wishlist': 'आपकी विशलिस्ट अपडेट नहीं हो पाई',
  'Remove {title} from wishlist': '{title} को विशलिस्ट से हटाएं',
  'Save {title} to wishlist': '{title} को विशलिस्ट में सेव करें',
  'Price alert on': 'प्राइस अलर्ट चालू',
  'Set notification alert': 'नोटिफ़िकेशन अलर्ट लगाएं',
  'My Wishlist | CarSetu': 'मेरी विशलिस्ट | CarSetu',
  'Save cars you like with the heart and find them here on any device.':
    'पसंद की कारें दिल पर टैप करके सेव करें और किसी भी डिवाइस पर यहां देखें।',
  'My Wishlist': 'मेरी विशलिस्ट',
  '{count, plural, one {# saved car} other {# saved cars}}':
    '{count, plural, one {# सेव की गई कार} other {# सेव की गई कारें}}',
  'No saved cars yet': 'अभी कोई कार सेव नहीं की',
  'Tap the heart on any car to save it here and get price-drop alerts.':
    'किसी भी कार पर दिल टैप करें, वह यहां सेव होगी और कीमत घटने पर अलर्ट मिलेगा।',
  'Browse used cars': 'पुरानी कारें देखें',
  'Price dropped from {from} to {to}': 'कीमत {from} से घटकर {to} हुई',

  // My Bookings
  'My Bookings | CarSetu': 'मेरी बुकिंग | CarSetu',
  'at {hub}': '{hub} पर',
  'at the hub': 'हब पर',
  'at home, {pincode}': 'घर पर, {pincode}',
  '3 months of ad-free music, free, for your new car':
    'आपकी नई कार के लिए 3 महीने का बिना विज्ञापन वाला म्यूज़िक, फ़्री',
  'Your test drive is booked. We will call you the day before.':
    'आपकी टेस्ट ड्राइव बुक हो गई है। हम एक दिन पहले आपको कॉल करेंगे।',
  'Your car is reserved.': 'आपकी कार रिज़र्व हो गई है।',
  'Your booking is cancelled. A paid token is refunded to the original payment method.':
    'आपकी बुकिंग कैंसिल हो गई है। दिया गया टोकन उसी पेमेंट तरीके में रिफ़ंड किया जाएगा।',
  'Your car reservations and test drives are listed here.':
    'आपके कार रिज़र्वेशन और टेस्ट ड्राइव यहां दिखते हैं।',
  'No bookings yet': 'अभी कोई बुकिंग नहीं',
  'Book a free test drive or reserve a car and it will show up here.':
    'फ़्री टेस्ट ड्राइव बुक करें या कोई कार रिज़र्व करें, वह यहां दिखेगी।',
  'Car reservations': 'कार रिज़र्वेशन',
  'Token {amount} · booked {date}': 'टोकन {amount} · बुक किया {date}',
  'What happens next: {title}': 'आगे क्या होगा: {title}',
  'View order {reference}': 'ऑर्डर {reference} देखें',
  'Your reserved car comes with {offer}.': 'आपकी रिज़र्व की गई कार के साथ मिलेगा: {offer}।',
  'Get the music offer': 'म्यूज़िक ऑफ़र पाएं',
  'Test drives': 'टेस्ट ड्राइव',
  Scheduled: 'तय है',
} satisfies Record<string, string>;
