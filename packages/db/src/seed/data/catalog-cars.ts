/**
 * Makes and models sold in India, with body type, seats, model years and the ex-showroom price
 * range (lakh rupees, Delhi, latest model year or last year on sale). Variants are expanded from
 * `trims` x `powertrains` by catalog-variants.ts.
 *
 * Powertrain codes: fuel letter (p petrol, d diesel, c CNG, e electric, h strong hybrid),
 * gearbox letter (M manual, A automatic), engine cc (0 for electric). Example: 'pA1197'.
 */
export interface MakeSeed {
  id: number;
  name: string;
  slug: string;
  isPopular: boolean;
  trims: string[];
  /** What this make calls its automatic: AMT on budget cars, AT, CVT, DCT... */
  automaticLabel: string;
  models: ModelSeed[];
}

export interface ModelSeed {
  name: string;
  body: 'hatchback' | 'sedan' | 'suv' | 'compact-suv' | 'muv' | 'luxury' | 'pickup';
  seats: number;
  years: [number, number | null];
  priceLakh: [number, number];
  powertrains: string;
  popular?: boolean;
  trims?: string[];
}

const NEXA = ['Sigma', 'Delta', 'Zeta', 'Alpha'];

export const MAKE_SEEDS: MakeSeed[] = [
  {
    id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki', isPopular: true,
    trims: ['LXi', 'VXi', 'ZXi', 'ZXi+'], automaticLabel: 'AMT',
    models: [
      { name: 'Alto 800', body: 'hatchback', seats: 5, years: [2012, 2023], priceLakh: [3.54, 5.13], powertrains: 'pM796 cM796' },
      { name: 'Alto K10', body: 'hatchback', seats: 5, years: [2010, null], priceLakh: [3.99, 5.96], powertrains: 'pM998 pA998 cM998', popular: true },
      { name: 'S-Presso', body: 'hatchback', seats: 5, years: [2019, null], priceLakh: [4.26, 6.12], powertrains: 'pM998 pA998 cM998' },
      { name: 'WagonR', body: 'hatchback', seats: 5, years: [1999, null], priceLakh: [5.54, 7.38], powertrains: 'pM998 pA1197 cM998', popular: true },
      { name: 'Celerio', body: 'hatchback', seats: 5, years: [2014, null], priceLakh: [5.37, 7.1], powertrains: 'pM998 pA998 cM998' },
      { name: 'Swift', body: 'hatchback', seats: 5, years: [2005, null], priceLakh: [6.49, 9.64], powertrains: 'pM1197 pA1197 cM1197', popular: true },
      { name: 'Baleno', body: 'hatchback', seats: 5, years: [2015, null], priceLakh: [6.66, 9.83], powertrains: 'pM1197 pA1197 cM1197', popular: true, trims: NEXA },
      { name: 'Ignis', body: 'hatchback', seats: 5, years: [2017, null], priceLakh: [5.84, 8.3], powertrains: 'pM1197 pA1197', trims: NEXA },
      { name: 'Dzire', body: 'sedan', seats: 5, years: [2008, null], priceLakh: [6.79, 10.14], powertrains: 'pM1197 pA1197 cM1197', popular: true },
      { name: 'Ciaz', body: 'sedan', seats: 5, years: [2014, null], priceLakh: [9.4, 12.29], powertrains: 'pM1462 pA1462', trims: NEXA },
      { name: 'Brezza', body: 'compact-suv', seats: 5, years: [2016, null], priceLakh: [8.34, 14.14], powertrains: 'pM1462 pA1462 cM1462', popular: true },
      { name: 'Fronx', body: 'compact-suv', seats: 5, years: [2023, null], priceLakh: [7.51, 13.04], powertrains: 'pM1197 pA1197 pA998 cM1197', popular: true, trims: ['Sigma', 'Delta', 'Delta+', 'Zeta', 'Alpha'] },
      { name: 'Ertiga', body: 'muv', seats: 7, years: [2012, null], priceLakh: [8.69, 13.03], powertrains: 'pM1462 pA1462 cM1462', popular: true },
      { name: 'XL6', body: 'muv', seats: 6, years: [2019, null], priceLakh: [11.61, 14.77], powertrains: 'pM1462 pA1462 cM1462', trims: ['Zeta', 'Alpha', 'Alpha+'] },
      { name: 'Grand Vitara', body: 'suv', seats: 5, years: [2022, null], priceLakh: [10.99, 20.09], powertrains: 'pM1462 pA1462 hA1490 cM1462', trims: NEXA },
      { name: 'Jimny', body: 'suv', seats: 4, years: [2023, null], priceLakh: [12.74, 14.95], powertrains: 'pM1462 pA1462', trims: ['Zeta', 'Alpha'] },
      { name: 'Eeco', body: 'muv', seats: 7, years: [2010, null], priceLakh: [5.32, 6.58], powertrains: 'pM1197 cM1197', trims: ['5 Seater Std', '7 Seater Std', '5 Seater AC'] },
      { name: 'Invicto', body: 'muv', seats: 7, years: [2023, null], priceLakh: [25.21, 28.92], powertrains: 'hA1987', trims: ['Zeta+', 'Alpha+'] },
    ],
  },
  {
    id: 2, name: 'Hyundai', slug: 'hyundai', isPopular: true,
    trims: ['E', 'S', 'SX', 'SX(O)'], automaticLabel: 'AT',
    models: [
      { name: 'Santro', body: 'hatchback', seats: 5, years: [2018, 2022], priceLakh: [4.9, 6.42], powertrains: 'pM1086 pA1086 cM1086', trims: ['Era', 'Magna', 'Sportz', 'Asta'] },
      { name: 'Grand i10 Nios', body: 'hatchback', seats: 5, years: [2019, null], priceLakh: [5.92, 8.56], powertrains: 'pM1197 pA1197 cM1197', popular: true, trims: ['Era', 'Magna', 'Sportz', 'Asta'] },
      { name: 'i20', body: 'hatchback', seats: 5, years: [2008, null], priceLakh: [7.04, 11.21], powertrains: 'pM1197 pA1197 pA998', popular: true, trims: ['Era', 'Magna', 'Sportz', 'Asta', 'Asta(O)'] },
      { name: 'Aura', body: 'sedan', seats: 5, years: [2020, null], priceLakh: [6.49, 9.05], powertrains: 'pM1197 pA1197 cM1197' },
      { name: 'Verna', body: 'sedan', seats: 5, years: [2006, null], priceLakh: [11.07, 17.55], powertrains: 'pM1497 pA1497 pA1482', popular: true },
      { name: 'Venue', body: 'compact-suv', seats: 5, years: [2019, null], priceLakh: [7.94, 13.62], powertrains: 'pM1197 pA998 dM1493', popular: true },
      { name: 'Exter', body: 'compact-suv', seats: 5, years: [2023, null], priceLakh: [6.13, 10.43], powertrains: 'pM1197 pA1197 cM1197' },
      { name: 'Creta', body: 'suv', seats: 5, years: [2015, null], priceLakh: [11.11, 20.42], powertrains: 'pM1497 pA1497 dM1493 dA1493 pA1482', popular: true },
      { name: 'Alcazar', body: 'suv', seats: 7, years: [2021, null], priceLakh: [14.99, 21.55], powertrains: 'pM1482 pA1482 dM1493 dA1493', trims: ['Executive', 'Prestige', 'Platinum', 'Signature'] },
      { name: 'Tucson', body: 'suv', seats: 5, years: [2016, null], priceLakh: [29.02, 35.94], powertrains: 'pA1999 dA1997', trims: ['Platinum', 'Signature'] },
      { name: 'Ioniq 5', body: 'suv', seats: 5, years: [2023, null], priceLakh: [46.05, 46.05], powertrains: 'eA0', trims: ['RWD Long Range'] },
    ],
  },
  {
    id: 3, name: 'Tata', slug: 'tata', isPopular: true,
    trims: ['XE', 'XM', 'XZ', 'XZ+'], automaticLabel: 'AMT',
    models: [
      { name: 'Tiago', body: 'hatchback', seats: 5, years: [2016, null], priceLakh: [5.0, 8.45], powertrains: 'pM1199 pA1199 cM1199 eA0', popular: true },
      { name: 'Tigor', body: 'sedan', seats: 5, years: [2017, null], priceLakh: [6.0, 9.55], powertrains: 'pM1199 pA1199 cM1199' },
      { name: 'Altroz', body: 'hatchback', seats: 5, years: [2020, null], priceLakh: [6.65, 11.3], powertrains: 'pM1199 pA1199 dM1497 cM1199', popular: true },
      { name: 'Punch', body: 'compact-suv', seats: 5, years: [2021, null], priceLakh: [6.13, 10.2], powertrains: 'pM1199 pA1199 cM1199 eA0', popular: true, trims: ['Pure', 'Adventure', 'Accomplished', 'Creative'] },
      { name: 'Nexon', body: 'compact-suv', seats: 5, years: [2017, null], priceLakh: [8.0, 15.8], powertrains: 'pM1199 pA1199 dM1497 dA1497 eA0', popular: true, trims: ['Smart', 'Pure', 'Creative', 'Fearless'] },
      { name: 'Harrier', body: 'suv', seats: 5, years: [2019, null], priceLakh: [14.99, 25.89], powertrains: 'dM1956 dA1956', popular: true, trims: ['Smart', 'Pure', 'Adventure', 'Fearless'] },
      { name: 'Safari', body: 'suv', seats: 7, years: [2021, null], priceLakh: [15.49, 27.34], powertrains: 'dM1956 dA1956', trims: ['Smart', 'Pure', 'Adventure', 'Accomplished'] },
      { name: 'Curvv', body: 'suv', seats: 5, years: [2024, null], priceLakh: [9.99, 19.0], powertrains: 'pM1199 pA1199 dM1497 dA1497', trims: ['Smart', 'Pure', 'Creative', 'Accomplished'] },
    ],
  },
  {
    id: 4, name: 'Mahindra', slug: 'mahindra', isPopular: true,
    trims: ['MX', 'AX3', 'AX5', 'AX7'], automaticLabel: 'AT',
    models: [
      { name: 'Bolero', body: 'suv', seats: 7, years: [2000, null], priceLakh: [9.79, 10.91], powertrains: 'dM1493', trims: ['B4', 'B6', 'B6(O)'], popular: true },
      { name: 'Bolero Neo', body: 'suv', seats: 7, years: [2021, null], priceLakh: [9.95, 12.15], powertrains: 'dM1493', trims: ['N4', 'N8', 'N10', 'N10(O)'] },
      { name: 'Scorpio Classic', body: 'suv', seats: 7, years: [2022, null], priceLakh: [13.62, 17.42], powertrains: 'dM2184', trims: ['S', 'S11'] },
      { name: 'Scorpio-N', body: 'suv', seats: 7, years: [2022, null], priceLakh: [13.85, 24.54], powertrains: 'pM1997 pA1997 dM2184 dA2184', popular: true, trims: ['Z2', 'Z4', 'Z6', 'Z8', 'Z8L'] },
      { name: 'XUV300', body: 'compact-suv', seats: 5, years: [2019, 2024], priceLakh: [7.99, 14.76], powertrains: 'pM1197 pA1197 dM1497 dA1497', trims: ['W4', 'W6', 'W8', 'W8(O)'] },
      { name: 'XUV 3XO', body: 'compact-suv', seats: 5, years: [2024, null], priceLakh: [7.79, 15.49], powertrains: 'pM1197 pA1197 dM1497 dA1497', trims: ['MX1', 'MX3', 'AX5', 'AX7'] },
      { name: 'XUV700', body: 'suv', seats: 7, years: [2021, null], priceLakh: [13.99, 26.04], powertrains: 'pM1997 pA1997 dM2184 dA2184', popular: true },
      { name: 'Thar', body: 'suv', seats: 4, years: [2020, null], priceLakh: [11.35, 17.6], powertrains: 'pM1997 pA1997 dM2184 dA2184', popular: true, trims: ['AX(O)', 'LX'] },
      { name: 'Thar Roxx', body: 'suv', seats: 5, years: [2024, null], priceLakh: [12.99, 22.49], powertrains: 'pM1997 pA1997 dM2184 dA2184', trims: ['MX1', 'MX3', 'AX5L', 'AX7L'] },
      { name: 'XUV400', body: 'compact-suv', seats: 5, years: [2023, null], priceLakh: [15.49, 17.69], powertrains: 'eA0', trims: ['EC Pro', 'EL Pro'] },
      { name: 'Marazzo', body: 'muv', seats: 7, years: [2018, 2023], priceLakh: [14.39, 16.8], powertrains: 'dM1497', trims: ['M2', 'M4+', 'M6+'] },
    ],
  },
  {
    id: 5, name: 'Kia', slug: 'kia', isPopular: true,
    trims: ['HTE', 'HTK', 'HTK+', 'HTX', 'GTX+'], automaticLabel: 'AT',
    models: [
      { name: 'Sonet', body: 'compact-suv', seats: 5, years: [2020, null], priceLakh: [7.99, 15.75], powertrains: 'pM1197 pA998 dM1493 dA1493', popular: true },
      { name: 'Seltos', body: 'suv', seats: 5, years: [2019, null], priceLakh: [10.9, 20.45], powertrains: 'pM1497 pA1497 dM1493 dA1493 pA1482', popular: true },
      { name: 'Carens', body: 'muv', seats: 7, years: [2022, null], priceLakh: [10.52, 19.94], powertrains: 'pM1497 pA1482 dM1493 dA1493', trims: ['Premium', 'Prestige', 'Luxury', 'Luxury Plus'] },
      { name: 'Carnival', body: 'muv', seats: 7, years: [2020, null], priceLakh: [30.99, 35.49], powertrains: 'dA2199', trims: ['Premium', 'Prestige', 'Limousine'] },
      { name: 'EV6', body: 'suv', seats: 5, years: [2022, null], priceLakh: [60.97, 65.97], powertrains: 'eA0', trims: ['GT Line', 'GT Line AWD'] },
    ],
  },
  {
    id: 6, name: 'Toyota', slug: 'toyota', isPopular: true,
    trims: ['E', 'S', 'G', 'V'], automaticLabel: 'AT',
    models: [
      { name: 'Glanza', body: 'hatchback', seats: 5, years: [2019, null], priceLakh: [6.86, 10.0], powertrains: 'pM1197 pA1197 cM1197' },
      { name: 'Urban Cruiser Hyryder', body: 'suv', seats: 5, years: [2022, null], priceLakh: [11.14, 19.99], powertrains: 'pM1462 pA1462 hA1490 cM1462', popular: true },
      { name: 'Innova Crysta', body: 'muv', seats: 7, years: [2016, null], priceLakh: [19.99, 26.55], powertrains: 'dM2393', popular: true, trims: ['GX', 'GX+', 'VX', 'ZX'] },
      { name: 'Innova Hycross', body: 'muv', seats: 7, years: [2022, null], priceLakh: [19.77, 30.98], powertrains: 'pA1987 hA1987', popular: true, trims: ['G', 'GX', 'VX', 'ZX'] },
      { name: 'Fortuner', body: 'suv', seats: 7, years: [2009, null], priceLakh: [33.43, 51.44], powertrains: 'pM2694 pA2694 dM2755 dA2755', popular: true, trims: ['4x2', '4x4', 'Legender'] },
      { name: 'Camry', body: 'luxury', seats: 5, years: [2002, null], priceLakh: [46.17, 46.17], powertrains: 'hA2487', trims: ['Hybrid'] },
      { name: 'Etios', body: 'sedan', seats: 5, years: [2010, 2020], priceLakh: [7.05, 9.38], powertrains: 'pM1496 dM1364', trims: ['G', 'GX', 'VX'] },
      { name: 'Corolla Altis', body: 'sedan', seats: 5, years: [2003, 2020], priceLakh: [16.45, 20.19], powertrains: 'pM1798 pA1798 dM1364', trims: ['G', 'GL', 'VL'] },
    ],
  },
  {
    id: 7, name: 'Honda', slug: 'honda', isPopular: true,
    trims: ['SV', 'V', 'VX', 'ZX'], automaticLabel: 'CVT',
    models: [
      { name: 'City', body: 'sedan', seats: 5, years: [1998, null], priceLakh: [11.82, 16.35], powertrains: 'pM1498 pA1498 hA1498', popular: true },
      { name: 'Amaze', body: 'sedan', seats: 5, years: [2013, null], priceLakh: [7.2, 9.96], powertrains: 'pM1199 pA1199', popular: true, trims: ['E', 'S', 'VX'] },
      { name: 'Elevate', body: 'suv', seats: 5, years: [2023, null], priceLakh: [11.69, 16.73], powertrains: 'pM1498 pA1498' },
      { name: 'Jazz', body: 'hatchback', seats: 5, years: [2009, 2023], priceLakh: [7.93, 10.2], powertrains: 'pM1199 pA1199', trims: ['V', 'VX', 'ZX'] },
      { name: 'WR-V', body: 'compact-suv', seats: 5, years: [2017, 2023], priceLakh: [9.11, 12.31], powertrains: 'pM1199 dM1498', trims: ['SV', 'VX'] },
      { name: 'Civic', body: 'sedan', seats: 5, years: [2006, 2020], priceLakh: [17.94, 22.35], powertrains: 'pA1799 dM1597', trims: ['V', 'VX', 'ZX'] },
    ],
  },
  {
    id: 8, name: 'MG', slug: 'mg', isPopular: true,
    trims: ['Style', 'Shine', 'Smart', 'Sharp Pro'], automaticLabel: 'CVT',
    models: [
      { name: 'Hector', body: 'suv', seats: 5, years: [2019, null], priceLakh: [13.99, 22.24], powertrains: 'pM1451 pA1451 dM1956', popular: true },
      { name: 'Hector Plus', body: 'suv', seats: 7, years: [2020, null], priceLakh: [17.3, 23.09], powertrains: 'pM1451 pA1451 dM1956', trims: ['Smart', 'Sharp Pro', 'Savvy Pro'] },
      { name: 'Astor', body: 'suv', seats: 5, years: [2021, null], priceLakh: [9.98, 17.45], powertrains: 'pM1498 pA1498 pA1349', trims: ['Sprint', 'Shine', 'Select', 'Sharp Pro', 'Savvy Pro'] },
      { name: 'ZS EV', body: 'suv', seats: 5, years: [2020, null], priceLakh: [18.98, 25.44], powertrains: 'eA0', trims: ['Executive', 'Excite Pro', 'Exclusive Plus', 'Essence'] },
      { name: 'Comet EV', body: 'hatchback', seats: 4, years: [2023, null], priceLakh: [6.99, 9.65], powertrains: 'eA0', trims: ['Executive', 'Excite', 'Exclusive'] },
      { name: 'Gloster', body: 'suv', seats: 7, years: [2020, null], priceLakh: [38.8, 43.87], powertrains: 'dA1996', trims: ['Sharp', 'Savvy'] },
    ],
  },
  {
    id: 9, name: 'Renault', slug: 'renault', isPopular: false,
    trims: ['RXE', 'RXL', 'RXT', 'RXZ'], automaticLabel: 'AMT',
    models: [
      { name: 'Kwid', body: 'hatchback', seats: 5, years: [2015, null], priceLakh: [4.7, 6.45], powertrains: 'pM999 pA999', popular: true },
      { name: 'Triber', body: 'muv', seats: 7, years: [2019, null], priceLakh: [6.0, 8.97], powertrains: 'pM999 pA999' },
      { name: 'Kiger', body: 'compact-suv', seats: 5, years: [2021, null], priceLakh: [6.0, 11.23], powertrains: 'pM999 pA999' },
      { name: 'Duster', body: 'suv', seats: 5, years: [2012, 2022], priceLakh: [9.86, 14.25], powertrains: 'pM1498 pM1330 pA1330 dM1461', trims: ['RXE', 'RXS', 'RXZ'] },
    ],
  },
  {
    id: 10, name: 'Skoda', slug: 'skoda', isPopular: false,
    trims: ['Active', 'Ambition', 'Style'], automaticLabel: 'AT',
    models: [
      { name: 'Slavia', body: 'sedan', seats: 5, years: [2022, null], priceLakh: [10.69, 18.69], powertrains: 'pM999 pA999 pA1498', popular: true },
      { name: 'Kushaq', body: 'suv', seats: 5, years: [2021, null], priceLakh: [10.89, 18.79], powertrains: 'pM999 pA999 pA1498', popular: true },
      { name: 'Octavia', body: 'sedan', seats: 5, years: [2001, 2023], priceLakh: [26.85, 29.85], powertrains: 'pA1984', trims: ['Style', 'L&K'] },
      { name: 'Superb', body: 'luxury', seats: 5, years: [2004, null], priceLakh: [54.0, 54.0], powertrains: 'pA1984', trims: ['L&K'] },
      { name: 'Rapid', body: 'sedan', seats: 5, years: [2011, 2021], priceLakh: [7.99, 13.29], powertrains: 'pM999 pA999 dM1498', trims: ['Rider', 'Ambition', 'Style'] },
      { name: 'Kodiaq', body: 'suv', seats: 7, years: [2017, null], priceLakh: [39.99, 39.99], powertrains: 'pA1984', trims: ['L&K'] },
    ],
  },
  {
    id: 11, name: 'Volkswagen', slug: 'volkswagen', isPopular: false,
    trims: ['Comfortline', 'Highline', 'Topline'], automaticLabel: 'AT',
    models: [
      { name: 'Virtus', body: 'sedan', seats: 5, years: [2022, null], priceLakh: [11.56, 19.41], powertrains: 'pM999 pA999 pA1498', popular: true },
      { name: 'Taigun', body: 'suv', seats: 5, years: [2021, null], priceLakh: [11.7, 19.74], powertrains: 'pM999 pA999 pA1498', popular: true },
      { name: 'Polo', body: 'hatchback', seats: 5, years: [2010, 2022], priceLakh: [6.45, 10.25], powertrains: 'pM999 pA999 dM1498', trims: ['Trendline', 'Comfortline', 'Highline Plus'] },
      { name: 'Vento', body: 'sedan', seats: 5, years: [2010, 2022], priceLakh: [9.09, 13.69], powertrains: 'pM999 pA999 dM1498', trims: ['Trendline', 'Comfortline', 'Highline Plus'] },
      { name: 'Tiguan', body: 'suv', seats: 5, years: [2017, null], priceLakh: [35.17, 35.17], powertrains: 'pA1984', trims: ['Elegance'] },
    ],
  },
  {
    id: 12, name: 'Ford', slug: 'ford', isPopular: false,
    trims: ['Ambiente', 'Trend', 'Titanium', 'Titanium+'], automaticLabel: 'AT',
    models: [
      { name: 'EcoSport', body: 'compact-suv', seats: 5, years: [2013, 2021], priceLakh: [8.19, 11.69], powertrains: 'pM1496 pA1496 dM1498', popular: true },
      { name: 'Figo', body: 'hatchback', seats: 5, years: [2010, 2021], priceLakh: [5.82, 8.37], powertrains: 'pM1194 pA1496 dM1498' },
      { name: 'Aspire', body: 'sedan', seats: 5, years: [2015, 2021], priceLakh: [6.09, 8.69], powertrains: 'pM1194 dM1498' },
      { name: 'Freestyle', body: 'hatchback', seats: 5, years: [2018, 2021], priceLakh: [7.09, 8.84], powertrains: 'pM1194 dM1498', trims: ['Ambiente', 'Titanium', 'Flair'] },
      { name: 'Endeavour', body: 'suv', seats: 7, years: [2003, 2021], priceLakh: [29.99, 35.45], powertrains: 'dA1996', popular: true, trims: ['Titanium', 'Titanium+', 'Sport'] },
    ],
  },
  {
    id: 13, name: 'Nissan', slug: 'nissan', isPopular: false,
    trims: ['XE', 'XL', 'XV', 'XV Premium'], automaticLabel: 'CVT',
    models: [
      { name: 'Magnite', body: 'compact-suv', seats: 5, years: [2020, null], priceLakh: [5.99, 11.5], powertrains: 'pM999 pA999', popular: true },
      { name: 'Kicks', body: 'suv', seats: 5, years: [2019, 2023], priceLakh: [9.5, 14.9], powertrains: 'pM1498 pA1330' },
      { name: 'Micra', body: 'hatchback', seats: 5, years: [2010, 2020], priceLakh: [5.03, 7.89], powertrains: 'pM1198 pA1198 dM1461' },
      { name: 'Sunny', body: 'sedan', seats: 5, years: [2011, 2020], priceLakh: [8.99, 10.89], powertrains: 'pM1498 pA1498 dM1461' },
    ],
  },
  {
    id: 14, name: 'Jeep', slug: 'jeep', isPopular: false,
    trims: ['Sport', 'Longitude', 'Limited (O)', 'Model S'], automaticLabel: 'AT',
    models: [
      { name: 'Compass', body: 'suv', seats: 5, years: [2017, null], priceLakh: [18.99, 32.41], powertrains: 'dM1956 dA1956', popular: true },
      { name: 'Meridian', body: 'suv', seats: 7, years: [2022, null], priceLakh: [24.99, 38.49], powertrains: 'dM1956 dA1956', trims: ['Longitude', 'Limited (O)', 'Overland'] },
      { name: 'Wrangler', body: 'suv', seats: 5, years: [2019, null], priceLakh: [67.65, 71.65], powertrains: 'pA1995', trims: ['Unlimited', 'Rubicon'] },
    ],
  },
  {
    id: 15, name: 'Citroen', slug: 'citroen', isPopular: false,
    trims: ['Live', 'Feel', 'Shine'], automaticLabel: 'AT',
    models: [
      { name: 'C3', body: 'hatchback', seats: 5, years: [2022, null], priceLakh: [6.16, 10.15], powertrains: 'pM1198 pA1199', popular: true },
      { name: 'C3 Aircross', body: 'suv', seats: 7, years: [2023, null], priceLakh: [8.99, 14.55], powertrains: 'pM1199 pA1199', trims: ['You', 'Plus', 'Max'] },
      { name: 'eC3', body: 'hatchback', seats: 5, years: [2023, null], priceLakh: [12.76, 13.56], powertrains: 'eA0', trims: ['Feel', 'Shine'] },
      { name: 'Basalt', body: 'compact-suv', seats: 5, years: [2024, null], priceLakh: [7.99, 13.95], powertrains: 'pM1199 pA1199', trims: ['You', 'Plus', 'Max'] },
    ],
  },
  {
    id: 16, name: 'Mercedes-Benz', slug: 'mercedes-benz', isPopular: false,
    trims: ['Progressive', 'AMG Line'], automaticLabel: 'AT',
    models: [
      { name: 'C-Class', body: 'luxury', seats: 5, years: [2001, null], priceLakh: [61.85, 69.0], powertrains: 'pA1496 dA1993', popular: true },
      { name: 'E-Class', body: 'luxury', seats: 5, years: [1995, null], priceLakh: [78.5, 92.5], powertrains: 'pA1991 dA1993', trims: ['Exclusive', 'AMG Line'] },
      { name: 'GLA', body: 'luxury', seats: 5, years: [2014, null], priceLakh: [50.5, 56.9], powertrains: 'pA1332 dA1950' },
      { name: 'GLC', body: 'luxury', seats: 5, years: [2016, null], priceLakh: [75.9, 76.9], powertrains: 'pA1999 dA1993', trims: ['4MATIC'] },
    ],
  },
  {
    id: 17, name: 'BMW', slug: 'bmw', isPopular: false,
    trims: ['Sport', 'M Sport'], automaticLabel: 'AT',
    models: [
      { name: '3 Series', body: 'luxury', seats: 5, years: [2001, null], priceLakh: [60.6, 74.9], powertrains: 'pA1998 dA1995', popular: true, trims: ['Gran Limousine', 'M Sport'] },
      { name: '5 Series', body: 'luxury', seats: 5, years: [2001, null], priceLakh: [72.9, 72.9], powertrains: 'pA1998', trims: ['530Li M Sport'] },
      { name: 'X1', body: 'luxury', seats: 5, years: [2010, null], priceLakh: [49.5, 52.5], powertrains: 'pA1499 dA1995', trims: ['xLine', 'M Sport'] },
      { name: 'X3', body: 'luxury', seats: 5, years: [2004, null], priceLakh: [75.8, 77.8], powertrains: 'pA1998 dA1995', trims: ['xDrive M Sport'] },
    ],
  },
];
