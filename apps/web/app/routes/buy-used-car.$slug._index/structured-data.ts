import type { ListingDetail } from '@carsetu/contracts';
import { buildListingUrl } from '@carsetu/contracts';

/** schema.org Car (a Product) with its Offer, and the BreadcrumbList, for search engines. */
export function carStructuredData(car: ListingDetail, origin: string) {
  const abs = (path: string) => `${origin}${path}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': ['Car', 'Product'],
      name: car.title,
      brand: { '@type': 'Brand', name: car.make.name },
      model: car.model.name,
      vehicleModelDate: String(car.year),
      color: car.colour,
      bodyType: car.bodyType,
      fuelType: car.fuelType,
      vehicleTransmission: car.transmission,
      seatingCapacity: car.seats,
      numberOfPreviousOwners: car.owners,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.kmDriven, unitCode: 'KMT' },
      image: car.images.map((image) => abs(image.url)),
      url: abs(car.url),
      offers: {
        '@type': 'Offer',
        price: (car.pricePaise / 100).toFixed(0),
        priceCurrency: 'INR',
        availability:
          car.status === 'available'
            ? 'https://schema.org/InStock'
            : 'https://schema.org/LimitedAvailability',
        itemCondition: 'https://schema.org/UsedCondition',
        areaServed: car.city.name,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Used cars', item: abs('/buy-used-cars/') },
        {
          '@type': 'ListItem',
          position: 2,
          name: `Used cars in ${car.city.name}`,
          item: abs(buildListingUrl({ filters: {}, cityId: car.city.id, isAllIndia: false })),
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: `${car.make.name} ${car.model.name}`,
          item: abs(
            buildListingUrl({
              filters: { make: [car.make.slug], model: [car.model.slug] },
              cityId: car.city.id,
              isAllIndia: false,
            }),
          ),
        },
        { '@type': 'ListItem', position: 4, name: car.title, item: abs(car.url) },
      ],
    },
  ];
}

/** JSON inside <script> must not close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
