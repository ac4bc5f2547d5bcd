import type { MakeSeed, ModelSeed } from './data/catalog-cars';

export interface VariantRow {
  id: number;
  modelId: number;
  name: string;
  fuelType: string;
  transmission: string;
  engineCc: number | null;
  exShowroomPaise: number;
}

interface Powertrain {
  fuel: 'petrol' | 'diesel' | 'cng' | 'electric' | 'hybrid';
  transmission: 'manual' | 'automatic';
  cc: number | null;
}

const FUELS = { p: 'petrol', d: 'diesel', c: 'cng', e: 'electric', h: 'hybrid' } as const;
/** Relative price of a powertrain against the petrol manual of the same trim. */
const FUEL_PREMIUM = { petrol: 1, diesel: 1.12, cng: 1.08, electric: 1.35, hybrid: 1.18 } as const;
const AUTOMATIC_PREMIUM = 1.08;
/** Each trim step costs about this much more than the one below it. */
const TRIM_STEP = 0.12;
const PAISE_PER_LAKH = 100_000 * 100;
/** Prices are rounded to the nearest thousand rupees, as price lists are. */
const ROUND_TO_PAISE = 1_000 * 100;

export function parsePowertrains(codes: string): Powertrain[] {
  return codes.split(' ').map((code) => {
    const match = /^([pdceh])([MA])(\d+)$/.exec(code);
    if (!match) throw new Error(`Bad powertrain code ${code}`);
    const cc = Number(match[3]);
    return {
      fuel: FUELS[match[1] as keyof typeof FUELS],
      transmission: match[2] === 'A' ? 'automatic' : 'manual',
      cc: cc === 0 ? null : cc,
    };
  });
}

/**
 * Which trims offer a powertrain, as Indian price lists do: the base engine on every trim,
 * automatics on the top two, CNG on the middle ones, diesel from the second trim up.
 */
function offeredOn(
  pt: Powertrain,
  trimIndex: number,
  trimCount: number,
  isFirst: boolean,
): boolean {
  if (isFirst || pt.fuel === 'electric' || trimCount <= 2) return true;
  if (pt.transmission === 'automatic') return trimIndex >= trimCount - 2;
  if (pt.fuel === 'cng') return trimIndex >= 1 && trimIndex <= 2;
  return trimIndex >= 1;
}

function engineLabel(pt: Powertrain, all: Powertrain[]): string | null {
  const sameFuel = all.filter((other) => other.fuel === pt.fuel && other.cc !== null);
  if (pt.cc === null || new Set(sameFuel.map((other) => other.cc)).size < 2) return null;
  const litres = (pt.cc / 1000).toFixed(1);
  // Two engines of the same size (Creta 1.5 and 1.5 turbo): the later-listed one is the turbo.
  const firstOfSize = sameFuel.find((other) => (other.cc! / 1000).toFixed(1) === litres);
  return firstOfSize?.cc === pt.cc ? litres : `${litres} Turbo`;
}

function variantName(trim: string, pt: Powertrain, make: MakeSeed, all: Powertrain[]): string {
  const parts = [trim, engineLabel(pt, all)];
  if (pt.fuel === 'diesel' && all.some((o) => o.fuel !== 'diesel')) parts.push('Diesel');
  if (pt.fuel === 'cng') parts.push('CNG');
  if (pt.fuel === 'hybrid') parts.push('Hybrid');
  if (pt.fuel === 'electric' && all.some((o) => o.fuel !== 'electric')) parts.push('EV');
  // Hybrids and EVs are automatic-only, so their gearbox is not part of the name.
  const namesGearbox = pt.fuel !== 'hybrid' && pt.fuel !== 'electric';
  if (
    namesGearbox &&
    pt.transmission === 'automatic' &&
    all.some((o) => o.transmission === 'manual')
  ) {
    parts.push(make.automaticLabel);
  }
  return parts.filter(Boolean).join(' ');
}

/** Expands a model into its variants, priced linearly between the model's price range. */
export function expandVariants(make: MakeSeed, model: ModelSeed, modelId: number): VariantRow[] {
  const trims = model.trims ?? make.trims;
  const powertrains = parsePowertrains(model.powertrains);
  const drafts: Array<Omit<VariantRow, 'id' | 'exShowroomPaise'> & { weight: number }> = [];
  trims.forEach((trim, trimIndex) => {
    powertrains.forEach((pt, ptIndex) => {
      if (!offeredOn(pt, trimIndex, trims.length, ptIndex === 0)) return;
      const automatic = pt.transmission === 'automatic' ? AUTOMATIC_PREMIUM : 1;
      drafts.push({
        modelId,
        name: variantName(trim, pt, make, powertrains),
        fuelType: pt.fuel,
        transmission: pt.transmission,
        engineCc: pt.cc,
        weight: (1 + TRIM_STEP * trimIndex) * FUEL_PREMIUM[pt.fuel] * automatic,
      });
    });
  });
  const weights = drafts.map((d) => d.weight);
  const [low, high] = [Math.min(...weights), Math.max(...weights)];
  const [from, to] = model.priceLakh.map((lakh) => lakh * PAISE_PER_LAKH) as [number, number];
  return drafts.map(({ weight, ...draft }, index) => {
    const share = high === low ? 0 : (weight - low) / (high - low);
    const paise = from + share * (to - from);
    return {
      ...draft,
      id: modelId * 100 + index + 1,
      exShowroomPaise: Math.round(paise / ROUND_TO_PAISE) * ROUND_TO_PAISE,
    };
  });
}
