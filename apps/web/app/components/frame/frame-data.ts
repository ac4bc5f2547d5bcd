import type { HeaderSection, Make, SellCity } from '@carsetu/contracts';
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
