/**
 * The inspection checklist: 112 checkpoints in eight areas (issue 9). Each checkpoint is rated
 * good, average or poor (or not applicable). `repairRupees` is what a poor rating costs a buyer
 * to put right in a mid-range car; the offer deducts it (scaled by rating and by the car's price
 * band) and points the seller at the finding and its photo (decision 0112). Pure data, no zod.
 */
export const INSPECTION_RATINGS = ['good', 'average', 'poor', 'na'] as const;
export type InspectionRating = (typeof INSPECTION_RATINGS)[number];
export const INSPECTION_RATING_LABELS: Record<InspectionRating, string> = {
  good: 'Good',
  average: 'Needs attention',
  poor: 'Poor',
  na: 'Not applicable',
};
/** Share of a checkpoint's repair cost deducted per rating. */
export const RATING_DEDUCTION_SHARE: Record<InspectionRating, number> = {
  good: 0,
  average: 0.4,
  poor: 1,
  na: 0,
};

export interface InspectionCheckpoint {
  key: string;
  label: string;
  repairRupees: number;
}
export interface InspectionArea {
  key: string;
  title: string;
  checkpoints: readonly InspectionCheckpoint[];
}

export const INSPECTION_AREAS: readonly InspectionArea[] = [
  {
    key: 'exterior',
    title: 'Exterior',
    checkpoints: [
      { key: 'exterior.front-bumper', label: 'Front bumper', repairRupees: 3500 },
      { key: 'exterior.rear-bumper', label: 'Rear bumper', repairRupees: 3500 },
      { key: 'exterior.bonnet', label: 'Bonnet', repairRupees: 6000 },
      { key: 'exterior.boot-lid', label: 'Boot lid', repairRupees: 5000 },
      { key: 'exterior.roof', label: 'Roof', repairRupees: 7000 },
      { key: 'exterior.left-front-door', label: 'Left front door', repairRupees: 4500 },
      { key: 'exterior.right-front-door', label: 'Right front door', repairRupees: 4500 },
      { key: 'exterior.left-rear-door', label: 'Left rear door', repairRupees: 4500 },
      { key: 'exterior.right-rear-door', label: 'Right rear door', repairRupees: 4500 },
      { key: 'exterior.left-front-fender', label: 'Left front fender', repairRupees: 3500 },
      { key: 'exterior.right-front-fender', label: 'Right front fender', repairRupees: 3500 },
      { key: 'exterior.left-quarter-panel', label: 'Left quarter panel', repairRupees: 6000 },
      { key: 'exterior.right-quarter-panel', label: 'Right quarter panel', repairRupees: 6000 },
      { key: 'exterior.left-orvm', label: 'Left ORVM', repairRupees: 2500 },
      { key: 'exterior.right-orvm', label: 'Right ORVM', repairRupees: 2500 },
      { key: 'exterior.windshield', label: 'Windshield', repairRupees: 6500 },
      { key: 'exterior.rear-windshield', label: 'Rear windshield', repairRupees: 5000 },
      { key: 'exterior.headlamps', label: 'Headlamps', repairRupees: 4000 },
      { key: 'exterior.tail-lamps', label: 'Tail lamps', repairRupees: 2500 },
      { key: 'exterior.fog-lamps', label: 'Fog lamps', repairRupees: 1500 },
      { key: 'exterior.front-grille', label: 'Front grille', repairRupees: 2000 },
      {
        key: 'exterior.paint-finish-repaint-signs',
        label: 'Paint finish (repaint signs)',
        repairRupees: 8000,
      },
      { key: 'exterior.rust-and-corrosion', label: 'Rust and corrosion', repairRupees: 5000 },
      { key: 'exterior.door-window-glasses', label: 'Door window glasses', repairRupees: 2500 },
      { key: 'exterior.wiper-blades-and-arms', label: 'Wiper blades and arms', repairRupees: 800 },
    ],
  },
  {
    key: 'interior',
    title: 'Interior',
    checkpoints: [
      { key: 'interior.dashboard', label: 'Dashboard', repairRupees: 4000 },
      { key: 'interior.steering-wheel', label: 'Steering wheel', repairRupees: 2500 },
      { key: 'interior.instrument-cluster', label: 'Instrument cluster', repairRupees: 5000 },
      { key: 'interior.driver-seat', label: 'Driver seat', repairRupees: 3500 },
      { key: 'interior.co-driver-seat', label: 'Co-driver seat', repairRupees: 3000 },
      { key: 'interior.rear-seats', label: 'Rear seats', repairRupees: 4000 },
      { key: 'interior.seat-belts', label: 'Seat belts', repairRupees: 1500 },
      { key: 'interior.roof-lining', label: 'Roof lining', repairRupees: 2500 },
      { key: 'interior.floor-mats-and-carpet', label: 'Floor mats and carpet', repairRupees: 1500 },
      { key: 'interior.door-trims', label: 'Door trims', repairRupees: 2000 },
      { key: 'interior.power-windows', label: 'Power windows', repairRupees: 3000 },
      { key: 'interior.central-locking', label: 'Central locking', repairRupees: 2500 },
      { key: 'interior.infotainment-system', label: 'Infotainment system', repairRupees: 6000 },
      { key: 'interior.speakers', label: 'Speakers', repairRupees: 2000 },
      { key: 'interior.interior-lights', label: 'Interior lights', repairRupees: 800 },
      {
        key: 'interior.sun-visors-and-mirrors',
        label: 'Sun visors and mirrors',
        repairRupees: 800,
      },
      {
        key: 'interior.boot-space-and-parcel-tray',
        label: 'Boot space and parcel tray',
        repairRupees: 1000,
      },
      {
        key: 'interior.odour-and-upholstery-stains',
        label: 'Odour and upholstery stains',
        repairRupees: 1500,
      },
    ],
  },
  {
    key: 'engine',
    title: 'Engine',
    checkpoints: [
      { key: 'engine.engine-start-cold', label: 'Engine start (cold)', repairRupees: 8000 },
      {
        key: 'engine.engine-idle-and-vibration',
        label: 'Engine idle and vibration',
        repairRupees: 6000,
      },
      { key: 'engine.engine-noise', label: 'Engine noise', repairRupees: 8000 },
      { key: 'engine.exhaust-smoke', label: 'Exhaust smoke', repairRupees: 9000 },
      { key: 'engine.oil-leakage', label: 'Oil leakage', repairRupees: 4000 },
      {
        key: 'engine.coolant-level-and-leakage',
        label: 'Coolant level and leakage',
        repairRupees: 2500,
      },
      { key: 'engine.engine-oil-condition', label: 'Engine oil condition', repairRupees: 1500 },
      { key: 'engine.radiator', label: 'Radiator', repairRupees: 4500 },
      { key: 'engine.radiator-fan', label: 'Radiator fan', repairRupees: 2500 },
      { key: 'engine.drive-belts', label: 'Drive belts', repairRupees: 2000 },
      { key: 'engine.air-filter', label: 'Air filter', repairRupees: 600 },
      { key: 'engine.battery', label: 'Battery', repairRupees: 5000 },
      { key: 'engine.engine-mounts', label: 'Engine mounts', repairRupees: 3500 },
      { key: 'engine.turbo-or-blow-by', label: 'Turbo or blow-by', repairRupees: 9000 },
      {
        key: 'engine.fuel-system-and-injectors',
        label: 'Fuel system and injectors',
        repairRupees: 6000,
      },
      {
        key: 'engine.check-engine-warning-light',
        label: 'Check-engine warning light',
        repairRupees: 5000,
      },
    ],
  },
  {
    key: 'transmission',
    title: 'Transmission',
    checkpoints: [
      { key: 'transmission.clutch-operation', label: 'Clutch operation', repairRupees: 7000 },
      { key: 'transmission.gear-shifting', label: 'Gear shifting', repairRupees: 6000 },
      { key: 'transmission.gearbox-noise', label: 'Gearbox noise', repairRupees: 9000 },
      {
        key: 'transmission.transmission-oil-leakage',
        label: 'Transmission oil leakage',
        repairRupees: 3500,
      },
      {
        key: 'transmission.drive-shafts-and-cv-joints',
        label: 'Drive shafts and CV joints',
        repairRupees: 4500,
      },
      {
        key: 'transmission.automatic-gearbox-response',
        label: 'Automatic gearbox response',
        repairRupees: 12000,
      },
      { key: 'transmission.reverse-gear', label: 'Reverse gear', repairRupees: 3000 },
      { key: 'transmission.hand-brake', label: 'Hand brake', repairRupees: 1500 },
      { key: 'transmission.differential-noise', label: 'Differential noise', repairRupees: 6000 },
      {
        key: 'transmission.four-wheel-drive-engagement',
        label: 'Four-wheel-drive engagement',
        repairRupees: 8000,
      },
    ],
  },
  {
    key: 'suspension',
    title: 'Suspension and steering',
    checkpoints: [
      {
        key: 'suspension.front-left-shock-absorber',
        label: 'Front left shock absorber',
        repairRupees: 3500,
      },
      {
        key: 'suspension.front-right-shock-absorber',
        label: 'Front right shock absorber',
        repairRupees: 3500,
      },
      {
        key: 'suspension.rear-left-shock-absorber',
        label: 'Rear left shock absorber',
        repairRupees: 3000,
      },
      {
        key: 'suspension.rear-right-shock-absorber',
        label: 'Rear right shock absorber',
        repairRupees: 3000,
      },
      { key: 'suspension.steering-play', label: 'Steering play', repairRupees: 3500 },
      { key: 'suspension.power-steering', label: 'Power steering', repairRupees: 6000 },
      { key: 'suspension.wheel-alignment', label: 'Wheel alignment', repairRupees: 1200 },
      { key: 'suspension.wheel-balancing', label: 'Wheel balancing', repairRupees: 800 },
      {
        key: 'suspension.suspension-noise-over-bumps',
        label: 'Suspension noise over bumps',
        repairRupees: 3000,
      },
      {
        key: 'suspension.lower-arms-and-bushes',
        label: 'Lower arms and bushes',
        repairRupees: 3500,
      },
      { key: 'suspension.brake-pads-and-discs', label: 'Brake pads and discs', repairRupees: 3500 },
      { key: 'suspension.brake-pedal-feel', label: 'Brake pedal feel', repairRupees: 2500 },
    ],
  },
  {
    key: 'electricals',
    title: 'Electricals',
    checkpoints: [
      {
        key: 'electricals.air-conditioning-cooling',
        label: 'Air conditioning cooling',
        repairRupees: 7000,
      },
      { key: 'electricals.heater', label: 'Heater', repairRupees: 2500 },
      { key: 'electricals.blower-speeds', label: 'Blower speeds', repairRupees: 2000 },
      { key: 'electricals.horn', label: 'Horn', repairRupees: 600 },
      { key: 'electricals.indicators', label: 'Indicators', repairRupees: 800 },
      { key: 'electricals.hazard-lamps', label: 'Hazard lamps', repairRupees: 600 },
      {
        key: 'electricals.reverse-camera-or-sensors',
        label: 'Reverse camera or sensors',
        repairRupees: 3500,
      },
      {
        key: 'electricals.electric-orvm-adjustment',
        label: 'Electric ORVM adjustment',
        repairRupees: 2500,
      },
      { key: 'electricals.alternator-charging', label: 'Alternator charging', repairRupees: 6000 },
      { key: 'electricals.starter-motor', label: 'Starter motor', repairRupees: 4500 },
      {
        key: 'electricals.airbag-warning-light',
        label: 'Airbag warning light',
        repairRupees: 9000,
      },
      { key: 'electricals.abs-warning-light', label: 'ABS warning light', repairRupees: 7000 },
      {
        key: 'electricals.keyless-entry-and-remote',
        label: 'Keyless entry and remote',
        repairRupees: 3500,
      },
      { key: 'electricals.charging-sockets', label: 'Charging sockets', repairRupees: 600 },
    ],
  },
  {
    key: 'tyres',
    title: 'Tyres',
    checkpoints: [
      { key: 'tyres.front-left-tyre', label: 'Front left tyre', repairRupees: 3500 },
      { key: 'tyres.front-right-tyre', label: 'Front right tyre', repairRupees: 3500 },
      { key: 'tyres.rear-left-tyre', label: 'Rear left tyre', repairRupees: 3500 },
      { key: 'tyres.rear-right-tyre', label: 'Rear right tyre', repairRupees: 3500 },
      { key: 'tyres.spare-tyre', label: 'Spare tyre', repairRupees: 3000 },
      { key: 'tyres.alloy-or-steel-wheels', label: 'Alloy or steel wheels', repairRupees: 4000 },
      { key: 'tyres.jack-and-tool-kit', label: 'Jack and tool kit', repairRupees: 1200 },
    ],
  },
  {
    key: 'documents',
    title: 'Documents',
    checkpoints: [
      {
        key: 'documents.registration-certificate-rc',
        label: 'Registration certificate (RC)',
        repairRupees: 15000,
      },
      { key: 'documents.insurance-validity', label: 'Insurance validity', repairRupees: 4000 },
      { key: 'documents.puc-certificate', label: 'PUC certificate', repairRupees: 500 },
      { key: 'documents.service-records', label: 'Service records', repairRupees: 3000 },
      { key: 'documents.duplicate-key', label: 'Duplicate key', repairRupees: 5000 },
      {
        key: 'documents.chassis-number-matches-rc',
        label: 'Chassis number matches RC',
        repairRupees: 20000,
      },
      {
        key: 'documents.engine-number-matches-rc',
        label: 'Engine number matches RC',
        repairRupees: 20000,
      },
      {
        key: 'documents.hypothecation-loan-status',
        label: 'Hypothecation (loan) status',
        repairRupees: 2000,
      },
      { key: 'documents.owner-manual', label: 'Owner manual', repairRupees: 500 },
      { key: 'documents.challan-check', label: 'Challan check', repairRupees: 1000 },
    ],
  },
];

export const INSPECTION_CHECKPOINTS: readonly (InspectionCheckpoint & { area: string })[] =
  INSPECTION_AREAS.flatMap((area) =>
    area.checkpoints.map((checkpoint) => ({ ...checkpoint, area: area.key })),
  );
const BY_KEY = new Map(INSPECTION_CHECKPOINTS.map((checkpoint) => [checkpoint.key, checkpoint]));
export const findCheckpoint = (key: string) => BY_KEY.get(key);
