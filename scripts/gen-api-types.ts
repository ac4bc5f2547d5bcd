import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`wrote ${API_TYPES_FILE.pathname}`);
