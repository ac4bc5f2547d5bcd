import {
  BODY_TYPE_LABELS,
  FUEL_TYPE_LABELS,
  type BodyType,
  type FuelType,
  type Transmission,
} from '@carsetu/contracts';

export const bodyTypeLabel = (type: BodyType) => BODY_TYPE_LABELS[type];
export const fuelLabel = (fuel: FuelType) => FUEL_TYPE_LABELS[fuel];
export const transmissionLabel = (transmission: Transmission) =>
  transmission === 'automatic' ? 'Automatic' : 'Manual';

/** "Petrol, CNG" / "Manual, Automatic" for a model's options. */
export const listFuels = (fuels: readonly FuelType[]) => fuels.map(fuelLabel).join(', ');
export const listTransmissions = (transmissions: readonly Transmission[]) =>
  transmissions.map(transmissionLabel).join(', ');

/** "1197 cc", "1197 - 1462 cc", or "Electric" when no variant has a combustion engine. */
export function formatEngineRange(range: { min: number; max: number } | null): string {
  if (!range) return 'Electric';
  return range.min === range.max ? `${range.min} cc` : `${range.min} - ${range.max} cc`;
}
