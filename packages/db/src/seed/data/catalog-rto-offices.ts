/**
 * Regional Transport Offices by state: code → office name, from the state transport departments'
 * published RTO lists. Not every office of every state; the major ones of each (decision 0012).
 * Codes are written as they appear on plates: two-digit numbers (MH01), Delhi without the zero (DL1).
 */
export const RTO_OFFICES: Record<string, Record<string, string>> = {
  AN: { AN01: 'Port Blair' },
  AP: {
    AP03: 'Chittoor', AP07: 'Guntur', AP16: 'Vijayawada (Krishna)', AP31: 'Visakhapatnam',
    AP39: 'Andhra Pradesh (state-wide series)',
  },
  AR: { AR01: 'Itanagar' },
  AS: { AS01: 'Guwahati (Kamrup Metro)', AS02: 'Nagaon', AS06: 'Dibrugarh' },
  BR: { BR01: 'Patna', BR02: 'Gaya', BR06: 'Muzaffarpur', BR10: 'Bhagalpur' },
  CG: { CG04: 'Raipur', CG07: 'Durg', CG10: 'Bilaspur' },
  CH: { CH01: 'Chandigarh', CH03: 'Chandigarh', CH04: 'Chandigarh' },
  DD: { DD01: 'Daman', DD02: 'Diu', DD03: 'Silvassa (Dadra and Nagar Haveli)' },
  DL: {
    DL1: 'Delhi North (Mall Road)', DL2: 'New Delhi (Tilak Marg)', DL3: 'Delhi South (Sheikh Sarai)',
    DL4: 'Delhi West (Janakpuri)', DL5: 'Delhi North-East (Loni Road)',
    DL6: 'Delhi Central (Sarai Kale Khan)', DL7: 'Delhi East (Mayur Vihar)',
    DL8: 'Delhi North-West (Wazirpur)', DL9: 'Delhi South-West (Dwarka)',
    DL10: 'Delhi West (Raja Garden)', DL11: 'Delhi North-West (Rohini)',
    DL12: 'Delhi South-West (Vasant Vihar)', DL13: 'Delhi East (Surajmal Vihar)',
  },
  GA: { GA01: 'Panaji', GA02: 'Margao', GA03: 'Mapusa' },
  GJ: {
    GJ01: 'Ahmedabad', GJ03: 'Rajkot', GJ04: 'Bhavnagar', GJ05: 'Surat', GJ06: 'Vadodara',
    GJ10: 'Jamnagar', GJ12: 'Bhuj (Kutch)', GJ15: 'Valsad', GJ16: 'Bharuch', GJ18: 'Gandhinagar',
    GJ27: 'Ahmedabad East (Vastral)', GJ38: 'Bavla (Ahmedabad Rural)',
  },
  HP: { HP03: 'Shimla', HP52: 'Shimla (Urban)' },
  HR: {
    HR01: 'Ambala', HR03: 'Panchkula', HR05: 'Karnal', HR06: 'Panipat', HR10: 'Sonipat',
    HR12: 'Rohtak', HR13: 'Bahadurgarh', HR20: 'Hisar', HR26: 'Gurugram', HR29: 'Faridabad',
    HR51: 'Faridabad', HR72: 'Gurugram (Sohna)',
  },
  JH: { JH01: 'Ranchi', JH05: 'Jamshedpur', JH10: 'Dhanbad' },
  JK: { JK01: 'Srinagar', JK02: 'Jammu' },
  KA: {
    KA01: 'Bengaluru Central (Koramangala)', KA02: 'Bengaluru West (Rajajinagar)',
    KA03: 'Bengaluru East (Indiranagar)', KA04: 'Bengaluru North (Yeshwanthpur)',
    KA05: 'Bengaluru South (Jayanagar)', KA09: 'Mysuru West', KA19: 'Mangaluru', KA22: 'Belagavi',
    KA25: 'Dharwad', KA41: 'Bengaluru (Jnanabharathi)', KA50: 'Bengaluru North (Yelahanka)',
    KA51: 'Bengaluru South (Electronic City)', KA53: 'Bengaluru (K R Puram)',
  },
  KL: {
    KL01: 'Thiruvananthapuram', KL02: 'Kollam', KL04: 'Alappuzha', KL05: 'Kottayam',
    KL07: 'Ernakulam (Kochi)', KL08: 'Thrissur', KL09: 'Palakkad', KL10: 'Malappuram',
    KL11: 'Kozhikode', KL13: 'Kannur', KL39: 'Tripunithura', KL43: 'Mattancherry',
  },
  LA: { LA01: 'Leh', LA02: 'Kargil' },
  LD: { LD01: 'Kavaratti' },
  MH: {
    MH01: 'Mumbai Central (Tardeo)', MH02: 'Mumbai West (Andheri)', MH03: 'Mumbai East (Wadala)',
    MH04: 'Thane', MH05: 'Kalyan', MH06: 'Pen (Raigad)', MH09: 'Kolhapur', MH10: 'Sangli',
    MH11: 'Satara', MH12: 'Pune', MH13: 'Solapur', MH14: 'Pimpri-Chinchwad', MH15: 'Nashik',
    MH16: 'Ahmednagar', MH19: 'Jalgaon', MH20: 'Chhatrapati Sambhajinagar (Aurangabad)',
    MH27: 'Amravati', MH31: 'Nagpur (Urban)', MH40: 'Nagpur (Rural)', MH43: 'Navi Mumbai (Vashi)',
    MH46: 'Panvel', MH47: 'Mumbai North (Borivali)', MH48: 'Vasai-Virar',
  },
  ML: { ML05: 'Shillong' },
  MN: { MN01: 'Imphal West' },
  MP: {
    MP04: 'Bhopal', MP07: 'Gwalior', MP09: 'Indore', MP13: 'Ujjain', MP19: 'Satna',
    MP20: 'Jabalpur',
  },
  MZ: { MZ01: 'Aizawl' },
  NL: { NL01: 'Kohima', NL07: 'Dimapur' },
  OD: { OD02: 'Bhubaneswar', OD05: 'Cuttack', OD33: 'Bhubaneswar-II' },
  PB: {
    PB02: 'Amritsar', PB08: 'Jalandhar', PB10: 'Ludhiana', PB11: 'Patiala', PB13: 'Sangrur',
    PB65: 'Mohali (SAS Nagar)',
  },
  PY: { PY01: 'Puducherry', PY02: 'Karaikal', PY03: 'Mahe', PY04: 'Yanam' },
  RJ: {
    RJ01: 'Ajmer', RJ06: 'Bhilwara', RJ07: 'Bikaner', RJ14: 'Jaipur', RJ19: 'Jodhpur',
    RJ20: 'Kota', RJ27: 'Udaipur', RJ45: 'Jaipur (Jagatpura)',
  },
  SK: { SK01: 'Gangtok' },
  TG: {
    TG02: 'Karimnagar', TG03: 'Warangal', TG07: 'Ranga Reddy', TG08: 'Medchal-Malkajgiri',
    TG09: 'Hyderabad Central (Khairatabad)', TG10: 'Hyderabad North (Secunderabad)',
    TG11: 'Hyderabad East (Malakpet)', TG12: 'Hyderabad South (Bahadurpura)',
    TG13: 'Hyderabad West (Tolichowki)', TG15: 'Sangareddy',
  },
  TN: {
    TN01: 'Chennai Central (Ayanavaram)', TN02: 'Chennai North-West (Anna Nagar)',
    TN04: 'Chennai East (Basin Bridge)', TN05: 'Chennai North (Vyasarpadi)',
    TN06: 'Chennai South-East (Mandaveli)', TN07: 'Chennai South (Thiruvanmiyur)',
    TN09: 'Chennai West (K K Nagar)', TN10: 'Chennai South-West (Valasaravakkam)',
    TN22: 'Meenambakkam', TN30: 'Salem', TN33: 'Erode', TN37: 'Coimbatore South',
    TN38: 'Coimbatore North', TN45: 'Tiruchirappalli', TN58: 'Madurai South', TN59: 'Madurai North',
  },
  TR: { TR01: 'Agartala' },
  UK: { UK04: 'Haldwani (Nainital)', UK07: 'Dehradun', UK08: 'Haridwar' },
  UP: {
    UP11: 'Saharanpur', UP14: 'Ghaziabad', UP15: 'Meerut', UP16: 'Noida (Gautam Buddh Nagar)',
    UP21: 'Moradabad', UP25: 'Bareilly', UP32: 'Lucknow', UP53: 'Gorakhpur', UP65: 'Varanasi',
    UP70: 'Prayagraj', UP78: 'Kanpur', UP80: 'Agra', UP81: 'Aligarh', UP85: 'Mathura',
  },
  WB: {
    WB01: 'Kolkata (Beltala)', WB02: 'Kolkata (Beltala)', WB06: 'Kolkata (Beltala)',
    WB11: 'Howrah', WB20: 'Kolkata (Beltala)', WB24: 'Barasat (North 24 Parganas)',
    WB26: 'Alipore (South 24 Parganas)', WB38: 'Asansol', WB74: 'Siliguri',
  },
};
