export * from './client';
export { createTestDatabase } from './testing';
export * from './migrate';
export * from './data-dir-lock';
export * as schema from './schema/index';
export {
  sql,
  eq,
  and,
  or,
  inArray,
  desc,
  asc,
  gt,
  gte,
  lt,
  lte,
  ne,
  isNull,
  isNotNull,
} from 'drizzle-orm';
