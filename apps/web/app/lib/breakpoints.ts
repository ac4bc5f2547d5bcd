/**
 * Media queries for Tailwind's breakpoints (its defaults: `md` is 48rem, 768 px; `lg` 64rem,
 * 1,024 px), for code that must agree with the stylesheet about what a width shows, such as
 * `HydrateLater`'s `media`.
 */

/** Where `md:` classes apply: tablets and wider. */
export const MEDIA_MD_UP = '(min-width: 48rem)';

/** Where they do not: phones (what `md:hidden` shows). */
export const MEDIA_BELOW_MD = 'not all and (min-width: 48rem)';

/** Where `lg:` classes apply: laptops and wider (the header's desktop menus). */
export const MEDIA_LG_UP = '(min-width: 64rem)';

/** Where they do not (what `lg:hidden` shows: the header's menu button). */
export const MEDIA_BELOW_LG = 'not all and (min-width: 64rem)';
