import {
  CAR_IMAGE_ANGLES,
  CAR_IMAGE_ANGLE_LABELS,
  carImagePath,
  type NewCarGallery,
  type NewCarModel,
  type NewCarVideos,
} from '@carsetu/contracts';

/** The colours the gallery draws every model in: the five most bought in India. */
export const GALLERY_COLOURS = ['white', 'silver', 'grey', 'red', 'blue'] as const;

/** Every angle of the model's body type in each gallery colour (drawn, decision 0056). */
export function modelGallery(slug: string, model: NewCarModel): NewCarGallery {
  const name = `${model.make.name} ${model.name}`;
  return {
    slug,
    name,
    images: GALLERY_COLOURS.flatMap((colour) =>
      CAR_IMAGE_ANGLES.map((angle) => ({
        url: carImagePath(model.bodyType, colour, angle),
        alt: `${name} in ${colour}, ${CAR_IMAGE_ANGLE_LABELS[angle]}`,
        colour,
        angle,
      })),
    ),
  };
}

/**
 * Where to watch the model: we host no video, so each entry is a YouTube search for the model's
 * reviews, walkarounds and comparisons — always current and never a dead link (decision 0130).
 */
export function modelVideos(slug: string, model: NewCarModel): NewCarVideos {
  const name = `${model.make.name} ${model.name}`;
  const search = (terms: string) =>
    `https://www.youtube.com/results?search_query=${encodeURIComponent(terms)}`;
  return {
    slug,
    name,
    videos: [
      { kind: 'review', title: `${name} review`, url: search(`${name} review India`) },
      { kind: 'walkaround', title: `${name} walkaround`, url: search(`${name} walkaround`) },
      {
        kind: 'comparison',
        title: `${name} compared with its rivals`,
        url: search(`${name} comparison`),
      },
    ],
  };
}
