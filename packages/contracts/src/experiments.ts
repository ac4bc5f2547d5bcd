import { z } from 'zod';

/** Experiments (issue 12; spec §7 POST experiments check). Decision 0127. */
export const EXPERIMENT_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EXPERIMENTS_PER_CHECK = 20;
export const ExperimentsCheckBodySchema = z.object({
  experiments: z
    .array(z.string().regex(EXPERIMENT_NAME_PATTERN, 'Unknown experiment name'))
    .min(1, 'Name at least one experiment')
    .max(EXPERIMENTS_PER_CHECK, `At most ${EXPERIMENTS_PER_CHECK} experiments per check`),
  /** The browser's device id (cookie), used when nobody is logged in. */
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'deviceId must be 8 to 64 letters, digits, - or _')
    .optional(),
});
export const ExperimentsCheckResponseSchema = z.object({
  data: z.record(z.string(), z.string()),
  unknown: z.array(z.string()),
});
export const ExperimentVariantSchema = z.object({
  name: z.string().regex(EXPERIMENT_NAME_PATTERN, 'Variant names are lower-case words joined by -'),
  weight: z.number().int().min(0).max(100),
});
export const ExperimentSchema = z.object({
  name: z.string(),
  description: z.string(),
  variants: z.array(ExperimentVariantSchema),
  enabled: z.boolean(),
  assignments: z.number().int(),
});
export type Experiment = z.infer<typeof ExperimentSchema>;
export const ExperimentUpdateBodySchema = z
  .object({
    variants: z.array(ExperimentVariantSchema).min(2, 'An experiment needs at least two variants'),
    enabled: z.boolean(),
  })
  .refine((body) => body.variants.reduce((sum, variant) => sum + variant.weight, 0) === 100, {
    message: 'The traffic weights must add up to 100',
    path: ['variants'],
  })
  .refine(
    (body) => new Set(body.variants.map((variant) => variant.name)).size === body.variants.length,
    {
      message: 'Each variant needs its own name',
      path: ['variants'],
    },
  );
