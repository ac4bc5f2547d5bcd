import { resolve } from 'node:path';
import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { seedDemoData } from './index';

// `npm run db:seed`: migrate and seed the database the server would use (DATABASE_URL, or
// PGlite in DATA_DIR, default ./data at the repository root). Refuses while the server holds
// the PGlite directory.
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  await migrate(handle);
  await seedDemoData(handle, { info: (message) => console.log(message) });
} finally {
  await handle.close();
}
