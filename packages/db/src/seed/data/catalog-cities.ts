/**
 * Cities CarSetu serves, with stable ids (decision 0010): 1 is the Delhi NCR group city, 2-6 its
 * members, 10-24 the other sell cities and large markets, 30+ further cities, 999 the virtual
 * all-India city. Pincode ranges are the real head-office ranges of each city; coordinates are the
 * city centre.
 */
export interface CitySeed {
  id: number;
  name: string;
  slug: string;
  stateCode: string | null;
  pincodes: [number, number];
  latLong: [number, number];
  /** b = buy used cars + B2C, s = car-service city, p = popular, g = group city, v = virtual. */
  flags: string;
  groupId?: number;
  sellOrder?: number;
  sellTitle?: string;
}

export const DELHI_NCR_CITY_ID = 1;
export const ALL_INDIA_CITY_ID = 999;

export const CITY_SEEDS: CitySeed[] = [
  { id: 1, name: 'Delhi NCR', slug: 'delhi-ncr', stateCode: 'DL', pincodes: [110001, 110097], latLong: [28.6139, 77.209], flags: 'bspg' },
  { id: 2, name: 'New Delhi', slug: 'new-delhi', stateCode: 'DL', pincodes: [110001, 110097], latLong: [28.6139, 77.209], flags: 'bs', groupId: 1, sellOrder: 1, sellTitle: 'Delhi' },
  { id: 3, name: 'Gurgaon', slug: 'gurgaon', stateCode: 'HR', pincodes: [122001, 122018], latLong: [28.4595, 77.0266], flags: 'bs', groupId: 1, sellOrder: 6 },
  { id: 4, name: 'Noida', slug: 'noida', stateCode: 'UP', pincodes: [201301, 201318], latLong: [28.5355, 77.391], flags: 'bs', groupId: 1, sellOrder: 9 },
  { id: 5, name: 'Ghaziabad', slug: 'ghaziabad', stateCode: 'UP', pincodes: [201001, 201017], latLong: [28.6692, 77.4538], flags: 'bs', groupId: 1, sellOrder: 10 },
  { id: 6, name: 'Faridabad', slug: 'faridabad', stateCode: 'HR', pincodes: [121001, 121013], latLong: [28.4089, 77.3178], flags: 'bs', groupId: 1 },
  { id: 10, name: 'Mumbai', slug: 'mumbai', stateCode: 'MH', pincodes: [400001, 400104], latLong: [19.076, 72.8777], flags: 'bsp', sellOrder: 2 },
  { id: 11, name: 'Bangalore', slug: 'bangalore', stateCode: 'KA', pincodes: [560001, 560117], latLong: [12.9716, 77.5946], flags: 'bsp', sellOrder: 3 },
  { id: 12, name: 'Hyderabad', slug: 'hyderabad', stateCode: 'TG', pincodes: [500001, 500098], latLong: [17.385, 78.4867], flags: 'bsp', sellOrder: 4 },
  { id: 13, name: 'Ahmedabad', slug: 'ahmedabad', stateCode: 'GJ', pincodes: [380001, 380061], latLong: [23.0225, 72.5714], flags: 'bsp', sellOrder: 5 },
  { id: 14, name: 'Chennai', slug: 'chennai', stateCode: 'TN', pincodes: [600001, 600130], latLong: [13.0827, 80.2707], flags: 'bsp', sellOrder: 7 },
  { id: 15, name: 'Pune', slug: 'pune', stateCode: 'MH', pincodes: [411001, 411062], latLong: [18.5204, 73.8567], flags: 'bsp', sellOrder: 8 },
  { id: 16, name: 'Lucknow', slug: 'lucknow', stateCode: 'UP', pincodes: [226001, 226031], latLong: [26.8467, 80.9462], flags: 'bsp', sellOrder: 11 },
  { id: 17, name: 'Jaipur', slug: 'jaipur', stateCode: 'RJ', pincodes: [302001, 302044], latLong: [26.9124, 75.7873], flags: 'bsp', sellOrder: 12 },
  { id: 18, name: 'Kolkata', slug: 'kolkata', stateCode: 'WB', pincodes: [700001, 700160], latLong: [22.5726, 88.3639], flags: 'bsp', sellOrder: 13 },
  { id: 19, name: 'Kochi', slug: 'kochi', stateCode: 'KL', pincodes: [682001, 682041], latLong: [9.9312, 76.2673], flags: 'bsp', sellOrder: 14 },
  { id: 20, name: 'Indore', slug: 'indore', stateCode: 'MP', pincodes: [452001, 452020], latLong: [22.7196, 75.8577], flags: 'bs', sellOrder: 15 },
  { id: 21, name: 'Navi Mumbai', slug: 'navi-mumbai', stateCode: 'MH', pincodes: [400701, 400710], latLong: [19.033, 73.0297], flags: 'bs' },
  { id: 22, name: 'Thane', slug: 'thane', stateCode: 'MH', pincodes: [400601, 400615], latLong: [19.2183, 72.9781], flags: 'bs' },
  { id: 23, name: 'Chandigarh', slug: 'chandigarh', stateCode: 'CH', pincodes: [160001, 160036], latLong: [30.7333, 76.7794], flags: 'bsp' },
  { id: 24, name: 'Surat', slug: 'surat', stateCode: 'GJ', pincodes: [395001, 395023], latLong: [21.1702, 72.8311], flags: 'bs' },
  { id: 30, name: 'Vadodara', slug: 'vadodara', stateCode: 'GJ', pincodes: [390001, 390025], latLong: [22.3072, 73.1812], flags: 'b' },
  { id: 31, name: 'Rajkot', slug: 'rajkot', stateCode: 'GJ', pincodes: [360001, 360007], latLong: [22.3039, 70.8022], flags: '' },
  { id: 32, name: 'Mohali', slug: 'mohali', stateCode: 'PB', pincodes: [160055, 160071], latLong: [30.7046, 76.7179], flags: 'b' },
  { id: 33, name: 'Ludhiana', slug: 'ludhiana', stateCode: 'PB', pincodes: [141001, 141017], latLong: [30.901, 75.8573], flags: 'b' },
  { id: 34, name: 'Coimbatore', slug: 'coimbatore', stateCode: 'TN', pincodes: [641001, 641050], latLong: [11.0168, 76.9558], flags: 'b' },
  { id: 35, name: 'Madurai', slug: 'madurai', stateCode: 'TN', pincodes: [625001, 625022], latLong: [9.9252, 78.1198], flags: '' },
  { id: 36, name: 'Mysore', slug: 'mysore', stateCode: 'KA', pincodes: [570001, 570031], latLong: [12.2958, 76.6394], flags: 'b' },
  { id: 37, name: 'Visakhapatnam', slug: 'visakhapatnam', stateCode: 'AP', pincodes: [530001, 530053], latLong: [17.6868, 83.2185], flags: 'b' },
  { id: 38, name: 'Vijayawada', slug: 'vijayawada', stateCode: 'AP', pincodes: [520001, 520015], latLong: [16.5062, 80.648], flags: '' },
  { id: 39, name: 'Nagpur', slug: 'nagpur', stateCode: 'MH', pincodes: [440001, 440037], latLong: [21.1458, 79.0882], flags: 'b' },
  { id: 40, name: 'Nashik', slug: 'nashik', stateCode: 'MH', pincodes: [422001, 422013], latLong: [19.9975, 73.7898], flags: '' },
  { id: 41, name: 'Bhopal', slug: 'bhopal', stateCode: 'MP', pincodes: [462001, 462047], latLong: [23.2599, 77.4126], flags: 'b' },
  { id: 42, name: 'Patna', slug: 'patna', stateCode: 'BR', pincodes: [800001, 800030], latLong: [25.5941, 85.1376], flags: 'b' },
  { id: 43, name: 'Bhubaneswar', slug: 'bhubaneswar', stateCode: 'OD', pincodes: [751001, 751031], latLong: [20.2961, 85.8245], flags: 'b' },
  { id: 44, name: 'Guwahati', slug: 'guwahati', stateCode: 'AS', pincodes: [781001, 781040], latLong: [26.1445, 91.7362], flags: 'b' },
  { id: 45, name: 'Dehradun', slug: 'dehradun', stateCode: 'UK', pincodes: [248001, 248016], latLong: [30.3165, 78.0322], flags: 'b' },
  { id: 46, name: 'Kanpur', slug: 'kanpur', stateCode: 'UP', pincodes: [208001, 208027], latLong: [26.4499, 80.3319], flags: '' },
  { id: 47, name: 'Varanasi', slug: 'varanasi', stateCode: 'UP', pincodes: [221001, 221011], latLong: [25.3176, 82.9739], flags: '' },
  { id: 48, name: 'Agra', slug: 'agra', stateCode: 'UP', pincodes: [282001, 282010], latLong: [27.1767, 78.0081], flags: '' },
  { id: 49, name: 'Raipur', slug: 'raipur', stateCode: 'CG', pincodes: [492001, 492015], latLong: [21.2514, 81.6296], flags: 'b' },
  { id: 50, name: 'Ranchi', slug: 'ranchi', stateCode: 'JH', pincodes: [834001, 834012], latLong: [23.3441, 85.3096], flags: '' },
  { id: 51, name: 'Thiruvananthapuram', slug: 'thiruvananthapuram', stateCode: 'KL', pincodes: [695001, 695043], latLong: [8.5241, 76.9366], flags: 'b' },
  { id: 52, name: 'Panaji', slug: 'panaji', stateCode: 'GA', pincodes: [403001, 403006], latLong: [15.4909, 73.8278], flags: '' },
  { id: 53, name: 'Jammu', slug: 'jammu', stateCode: 'JK', pincodes: [180001, 180020], latLong: [32.7266, 74.857], flags: '' },
  { id: 54, name: 'Amritsar', slug: 'amritsar', stateCode: 'PB', pincodes: [143001, 143008], latLong: [31.634, 74.8723], flags: '' },
  // Online-only: sellers anywhere can book a home inspection; buyers see cars from every city.
  { id: 999, name: 'All India', slug: 'india', stateCode: null, pincodes: [110001, 855126], latLong: [22.9734, 78.6569], flags: 'v' },
];
