import type { HeaderSection, Make, SellCity } from '@carsetu/contracts';
import { readCarried, type Carried } from '../../lib/carried-json';
import type { FrameUser } from '../auth';
import type { ActiveTab } from './active-tab';

/** A city link in the footer (slugs are not shown, so not sent; decision 0182). */
export interface FrameCity {
  id: number;
  name: string;
  url: string;
}

/** Everything the header, menus and footer need, fetched from the API once per page. */
export interface FrameData {
  pathname: string;
  activeTab: ActiveTab | null;
  user: FrameUser | null;
  wishlistCount: number;
  city: { id: number; name: string };
  /** Buy dropdown sections of the selected city (buy-cars header data). */
  buySections: HeaderSection[];
  sellCities: Pick<SellCity, 'title' | 'seoLink'>[];
  popularCities: FrameCity[];
  popularBrands: Pick<Make, 'name' | 'slug'>[];
  /** Experiment variants the frame needs (absent: the built-in default). */
  experiments?: { requestCallback: boolean };
}

/** The frame's catalog part: the same for every visitor of a city (kept hot reads on the server). */
export type FrameCatalog = Pick<
  FrameData,
  'city' | 'buySections' | 'sellCities' | 'popularCities' | 'popularBrands'
>;

/**
 * The frame as the root loader hands it to the browser: the visitor's part as values, the
 * catalog part as one JSON text made once per city on the server (decision 0195).
 */
export type FrameHandOff = Omit<FrameData, keyof FrameCatalog> & {
  catalog: Carried<FrameCatalog>;
};

/** The frame's data from its hand-off; `catalog` is the hand-off's own catalog object. */
export function frameOf(handOff: FrameHandOff): { frame: FrameData; catalog: FrameCatalog } {
  const { catalog: carried, ...visitor } = handOff;
  const catalog = readCarried(carried);
  return { frame: { ...visitor, ...catalog }, catalog };
}
