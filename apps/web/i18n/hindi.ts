import buy from './hi/buy';
import challan from './hi/challan';
import common from './hi/common';
import sell from './hi/sell';

/** Every Hindi text by its English id; the same id in two areas is a mistake (tested). */
export const HINDI_AREAS: Record<string, Record<string, string>> = { common, buy, challan, sell };

export function hindiCatalog(): Record<string, string> {
  return Object.assign({}, ...Object.values(HINDI_AREAS)) as Record<string, string>;
}
