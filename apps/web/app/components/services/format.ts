export function formatAge(age: { years: number; months: number }): string {
  const parts = [];
  if (age.years > 0) parts.push(`${age.years} year${age.years === 1 ? '' : 's'}`);
  if (age.months > 0 || age.years === 0)
    parts.push(`${age.months} month${age.months === 1 ? '' : 's'}`);
  return parts.join(' ');
}
