import {
  BodyTypeSchema,
  CAR_IMAGE_ANGLES,
  CarImageAngleSchema,
  ColourSchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { drawCar } from './car-image';

/** Drawn pictures never change for one URL: cache them like hashed assets. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

export async function carImageRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/car-images/:bodyType/:colour/:file',
    {
      schema: {
        tags: ['vehicle: car pictures'],
        summary:
          'A drawn car picture (SVG) by body type, colour and angle, e.g. suv/red/three-quarter.svg',
        params: z.object({
          bodyType: BodyTypeSchema,
          colour: ColourSchema,
          file: z.string().regex(/^[a-z-]+\.svg$/, 'file must be <angle>.svg'),
        }),
      },
    },
    async (request, reply) => {
      const angle = CarImageAngleSchema.safeParse(request.params.file.replace(/\.svg$/, ''));
      if (!angle.success)
        throw badRequest(`Unknown angle: use ${CAR_IMAGE_ANGLES.join(', ')}`, {
          file: 'Unknown angle',
        });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(drawCar(request.params.bodyType, request.params.colour, angle.data));
    },
  );
}
