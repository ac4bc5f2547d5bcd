import { schema, type Database } from '@carsetu/db';

/**
 * Small catalog worlds for the route tests: each test file inserts the rows it asserts on
 * (before its first request, since lists are cached per app).
 */

type CityInsert = typeof schema.cities.$inferInsert;

const city = (row: Partial<CityInsert> & Pick<CityInsert, 'id' | 'name' | 'slug'>): CityInsert => ({
  stateCode: 'DL',
  pincodeFrom: 110001,
  pincodeTo: 110097,
  latitude: 28.61,
  longitude: 77.21,
  ...row,
});

export async function insertPlaces(db: Database) {
  await db.insert(schema.states).values([
    { code: 'DL', name: 'Delhi', slug: 'delhi', kind: 'union-territory' },
    { code: 'HR', name: 'Haryana', slug: 'haryana', kind: 'state' },
    { code: 'MH', name: 'Maharashtra', slug: 'maharashtra', kind: 'state' },
    { code: 'OD', name: 'Odisha', slug: 'odisha', kind: 'state', legacyCodes: ['OR'] },
  ]);
  await db.insert(schema.rtoOffices).values([
    { code: 'DL3', stateCode: 'DL', name: 'Delhi South (Sheikh Sarai)' },
    { code: 'DL10', stateCode: 'DL', name: 'Delhi West (Raja Garden)' },
    { code: 'DL2', stateCode: 'DL', name: 'New Delhi (Tilak Marg)' },
    { code: 'HR26', stateCode: 'HR', name: 'Gurugram' },
    { code: 'MH01', stateCode: 'MH', name: 'Mumbai Central (Tardeo)' },
    { code: 'MH12', stateCode: 'MH', name: 'Pune' },
    { code: 'OD02', stateCode: 'OD', name: 'Bhubaneswar' },
  ]);
  await db.insert(schema.cities).values([
    city({
      id: 1,
      name: 'Delhi NCR',
      slug: 'delhi-ncr',
      isGroupCity: true,
      isPopular: true,
      isBuyUsedCar: true,
      displayOrder: 1,
    }),
    city({
      id: 2,
      name: 'New Delhi',
      slug: 'new-delhi',
      primaryGroupCityId: 1,
      sellOrder: 1,
      sellTitle: 'Delhi',
      isBuyUsedCar: true,
      isB2cEnabled: true,
      carServiceCity: true,
      displayOrder: 2,
    }),
    city({
      id: 3,
      name: 'Gurgaon',
      slug: 'gurgaon',
      stateCode: 'HR',
      pincodeFrom: 122001,
      pincodeTo: 122018,
      primaryGroupCityId: 1,
      sellOrder: 3,
      isBuyUsedCar: true,
      displayOrder: 3,
    }),
    city({
      id: 10,
      name: 'Mumbai',
      slug: 'mumbai',
      stateCode: 'MH',
      pincodeFrom: 400001,
      pincodeTo: 400104,
      sellOrder: 2,
      isPopular: true,
      isBuyUsedCar: true,
      displayOrder: 4,
    }),
    city({
      id: 21,
      name: 'Navi Mumbai',
      slug: 'navi-mumbai',
      stateCode: 'MH',
      pincodeFrom: 400701,
      pincodeTo: 400710,
      displayOrder: 5,
    }),
    city({
      id: 999,
      name: 'All India',
      slug: 'india',
      stateCode: null,
      isVirtualCity: true,
      isBuyUsedCar: true,
      displayOrder: 6,
    }),
  ]);
}

export async function insertCars(db: Database) {
  await db.insert(schema.makes).values([
    { id: 12, name: 'Ford', slug: 'ford', isPopular: false, displayOrder: 1 },
    { id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki', isPopular: true, displayOrder: 2 },
    { id: 2, name: 'Hyundai', slug: 'hyundai', isPopular: true, displayOrder: 3 },
  ]);
  await db.insert(schema.models).values([
    {
      id: 101,
      makeId: 1,
      name: 'Swift',
      slug: 'swift',
      bodyType: 'hatchback',
      seats: 5,
      firstYear: 2005,
      isPopular: true,
    },
    {
      id: 102,
      makeId: 1,
      name: 'Ertiga',
      slug: 'ertiga',
      bodyType: 'muv',
      seats: 7,
      firstYear: 2012,
    },
    {
      id: 1201,
      makeId: 12,
      name: 'Figo',
      slug: 'figo',
      bodyType: 'hatchback',
      seats: 5,
      firstYear: 2010,
      lastYear: 2021,
    },
  ]);
  await db.insert(schema.variants).values([
    {
      id: 10102,
      modelId: 101,
      name: 'ZXi AMT',
      fuelType: 'petrol',
      transmission: 'automatic',
      engineCc: 1197,
      exShowroomPaise: 87_700_000,
    },
    {
      id: 10101,
      modelId: 101,
      name: 'LXi',
      fuelType: 'petrol',
      transmission: 'manual',
      engineCc: 1197,
      exShowroomPaise: 64_900_000,
    },
    {
      id: 10103,
      modelId: 101,
      name: 'VXi CNG',
      fuelType: 'cng',
      transmission: 'manual',
      engineCc: 1197,
      exShowroomPaise: 79_000_000,
    },
  ]);
}

export async function insertContent(db: Database) {
  await db.insert(schema.faqs).values([
    {
      category: 'buy',
      question: 'Can I take a test drive?',
      answer: 'Yes, at a hub or at home.',
      displayOrder: 2,
    },
    {
      category: 'buy',
      question: 'What is the return policy?',
      answer: 'Return within 7 days.',
      displayOrder: 1,
    },
    {
      category: 'sell',
      question: 'Is the inspection free?',
      answer: 'Yes, and there is no obligation to sell.',
      displayOrder: 1,
    },
    {
      category: 'loan',
      question: 'Who can apply?',
      answer: 'Applicants with a 100% match on 650+ scores.',
      displayOrder: 1,
    },
    {
      category: 'state:maharashtra',
      question: 'Where do I pay a Mumbai challan?',
      answer: 'Here.',
      displayOrder: 1,
    },
  ]);
  await db.insert(schema.testimonials).values([
    {
      category: 'buy',
      customerName: 'Priya Nair',
      cityName: 'Kochi',
      rating: 5,
      title: 'Smooth',
      body: 'Home test drive.',
      createdAt: new Date('2025-03-01T00:00:00Z'),
    },
    {
      category: 'sell',
      customerName: 'Vikram Singh',
      cityName: 'Gurgaon',
      rating: 4,
      title: 'Paid fast',
      body: 'Paid before pickup.',
      createdAt: new Date('2025-05-01T00:00:00Z'),
    },
  ]);
  await db.insert(schema.pageContent).values({
    type: 'sell-used-cars',
    content: {
      metaTitle: 'Sell your car',
      metaDescription: 'Free inspection.',
      blocks: [{ kind: 'hero', title: 'Sell your car in one visit', subtitle: 'Instant payment' }],
    },
  });
}
