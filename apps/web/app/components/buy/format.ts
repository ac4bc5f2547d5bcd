const ORDINAL = ['', '1st', '2nd', '3rd', '4th'];
export const formatOwners = (owners: number) =>
  `${ORDINAL[Math.min(owners, 4)]}${owners >= 4 ? '+' : ''} owner`;
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FUEL_LABEL: Record<string, string> = {
  cng: 'CNG',
  petrol: 'Petrol',
  diesel: 'Diesel',
  electric: 'Electric',
  hybrid: 'Hybrid',
};
export const formatFuel = (fuel: string) => FUEL_LABEL[fuel] ?? capitalize(fuel);
