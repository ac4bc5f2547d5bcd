import type { NewCarGallery, NewCarVideos } from '@carsetu/contracts';

/** The model in its common colours (first angle of each), and where to watch it. */
export function ModelMedia({
  gallery,
  videos,
}: {
  gallery: NewCarGallery | null;
  videos: NewCarVideos | null;
}) {
  const sides = gallery?.images.filter((image) => image.angle === 'side') ?? [];
  return (
    <>
      {sides.length > 0 && gallery && (
        <section aria-labelledby="colours">
          <h2 id="colours" className="mb-3 text-xl font-bold text-ink">
            {gallery.name} colours
          </h2>
          <ul
            className="flex snap-x gap-3 overflow-x-auto"
            tabIndex={0}
            aria-label="Colours, scroll sideways for more"
          >
            {sides.map((image) => (
              <li key={image.url} className="w-60 shrink-0 snap-start">
                <img
                  src={image.url}
                  alt={image.alt}
                  width={240}
                  height={150}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full rounded-xl bg-slate-100"
                />
                <p className="mt-1 text-sm capitalize text-slate-700">{image.colour}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {videos && videos.videos.length > 0 && (
        <section aria-labelledby="videos">
          <h2 id="videos" className="mb-3 text-xl font-bold text-ink">
            Watch the {videos.name}
          </h2>
          <ul className="flex flex-col gap-2">
            {videos.videos.map((video) => (
              <li key={video.url}>
                <a
                  href={video.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-blue-700 underline"
                >
                  {video.title}
                  <span className="sr-only"> (YouTube, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
