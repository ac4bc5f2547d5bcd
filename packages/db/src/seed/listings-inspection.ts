/**
 * The inspection report of a demo car: checkpoints grouped by area with a rating per group and
 * the defects the inspector noted. Worse cars (older, more kilometres) get more findings.
 */
export const INSPECTION_GROUPS: {
  group: string;
  checkpoints: { name: string; attention: string; defect: string }[];
}[] = [
  {
    group: 'Exterior',
    checkpoints: [
      { name: 'Bonnet', attention: 'Minor scratches', defect: 'Repainted panel' },
      {
        name: 'Front bumper',
        attention: 'Scuff marks on the lower lip',
        defect: 'Cracked bumper clip',
      },
      {
        name: 'Doors',
        attention: 'Small dent on the rear left door',
        defect: 'Door repainted after repair',
      },
      {
        name: 'Roof and pillars',
        attention: 'Paint fade on the roof',
        defect: 'Pillar repair found',
      },
      {
        name: 'Windscreen and glass',
        attention: 'Stone chip on the windscreen',
        defect: 'Windscreen crack',
      },
    ],
  },
  {
    group: 'Engine and transmission',
    checkpoints: [
      {
        name: 'Engine start and idle',
        attention: 'Slightly rough idle when cold',
        defect: 'Misfire at idle',
      },
      {
        name: 'Engine oil and leaks',
        attention: 'Oil seepage at the valve cover',
        defect: 'Active oil leak',
      },
      {
        name: 'Clutch and gear shift',
        attention: 'Clutch plate at 40%',
        defect: 'Hard gear shift into second',
      },
      {
        name: 'Exhaust smoke',
        attention: 'Light smoke on cold start',
        defect: 'Blue smoke under load',
      },
      { name: 'Coolant and radiator', attention: 'Coolant below minimum', defect: 'Radiator leak' },
    ],
  },
  {
    group: 'Interior and electricals',
    checkpoints: [
      {
        name: 'Seats and upholstery',
        attention: 'Wear on the driver seat bolster',
        defect: 'Torn seat fabric',
      },
      {
        name: 'Dashboard and instruments',
        attention: 'Loose trim near the glovebox',
        defect: 'Warning light on',
      },
      {
        name: 'Infotainment and speakers',
        attention: 'Touchscreen slow to respond',
        defect: 'Rear speakers not working',
      },
      {
        name: 'Power windows and locks',
        attention: 'Rear window slow',
        defect: 'Central locking faulty',
      },
      {
        name: 'Battery',
        attention: 'Battery over 3 years old',
        defect: 'Battery weak, needs replacement',
      },
    ],
  },
  {
    group: 'Air conditioning',
    checkpoints: [
      { name: 'Cooling', attention: 'Takes long to cool', defect: 'AC not cooling' },
      {
        name: 'Blower and vents',
        attention: 'Blower noise at full speed',
        defect: 'Blower not working at speed 1',
      },
    ],
  },
  {
    group: 'Suspension and steering',
    checkpoints: [
      {
        name: 'Front suspension',
        attention: 'Mild knocking over bumps',
        defect: 'Shock absorber leaking',
      },
      { name: 'Rear suspension', attention: 'Bushes worn', defect: 'Rear spring sagging' },
      {
        name: 'Steering',
        attention: 'Slight play in the steering',
        defect: 'Steering pulls to the left',
      },
    ],
  },
  {
    group: 'Tyres and brakes',
    checkpoints: [
      { name: 'Tyre tread', attention: 'Tyres at 40% tread', defect: 'Tyres need replacement' },
      {
        name: 'Brake pads and discs',
        attention: 'Brake pads at 30%',
        defect: 'Brake discs scored',
      },
      {
        name: 'Spare wheel and tools',
        attention: 'Spare tyre under-inflated',
        defect: 'Jack missing',
      },
    ],
  },
];

export interface InspectionCheckpoint {
  name: string;
  status: 'ok' | 'attention' | 'defect';
  note: string | null;
}

/** wear 0 (as new) .. 1 (tired); next() is the seeded PRNG. */
export function buildInspection(wear: number, next: () => number) {
  const groups = INSPECTION_GROUPS.map(({ group, checkpoints }) => {
    const checks: InspectionCheckpoint[] = checkpoints.map((checkpoint) => {
      const roll = next();
      if (roll < wear * 0.08)
        return { name: checkpoint.name, status: 'defect', note: checkpoint.defect };
      if (roll < wear * 0.4)
        return { name: checkpoint.name, status: 'attention', note: checkpoint.attention };
      return { name: checkpoint.name, status: 'ok', note: null };
    });
    const penalty = checks.reduce(
      (sum, check) =>
        sum + (check.status === 'defect' ? 1.2 : check.status === 'attention' ? 0.4 : 0),
      0,
    );
    const rating = Math.max(1, Math.round((5 - (penalty * 5) / checks.length / 1.2) * 10) / 10);
    return { group, rating, checkpoints: checks };
  });
  const overallRating =
    Math.round((groups.reduce((sum, group) => sum + group.rating, 0) / groups.length) * 10) / 10;
  return { overallRating, groups };
}

const BASE_FEATURES = [
  'Power steering',
  'Power windows',
  'Air conditioning',
  'Central locking',
  'Dual airbags',
  'ABS with EBD',
];
const MID_FEATURES = [
  'Touchscreen infotainment',
  'Android Auto and Apple CarPlay',
  'Rear parking sensors',
  'Steering-mounted controls',
  'Alloy wheels',
];
const TOP_FEATURES = [
  'Reversing camera',
  'Automatic climate control',
  'Push-button start',
  'Cruise control',
  'Sunroof',
  'LED headlamps',
  'Six airbags',
];

/** Features by trim level: 0 base, 1 mid, 2 top. */
export function featuresFor(trimLevel: number, automatic: boolean): string[] {
  const features = [...BASE_FEATURES];
  if (trimLevel >= 1) features.push(...MID_FEATURES);
  if (trimLevel >= 2) features.push(...TOP_FEATURES);
  if (automatic) features.push('Automatic transmission');
  return features;
}
