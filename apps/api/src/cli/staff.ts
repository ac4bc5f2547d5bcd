import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isValidIndianMobile, STAFF_ROLES, type StaffRole } from '@carsetu/contracts';
import { migrate, openDatabase, sql } from '@carsetu/db';
import { grantRole, listStaff } from '../modules/identity';
import { queryRows } from '../lib/sql-rows';

// `npm run staff -- grant <phone> <role> [--city <slug or id>] [--name <trade name>]`
// `npm run staff -- list`
// Works on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR, default ./data).
// With PGlite, stop the server first (one process owns the data directory) or use the admin page.
const USAGE =
  'usage: npm run staff -- grant <phone> <role> [--city <slug|id>] [--name <name>]\n' +
  '       npm run staff -- list\n' +
  `roles: ${STAFF_ROLES.join(', ')}`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { city: { type: 'string' }, name: { type: 'string' } },
});
const [command, phone, role] = positionals;
function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}
if (command !== 'grant' && command !== 'list') fail('unknown command');
if (command === 'grant') {
  if (!phone || !isValidIndianMobile(phone)) fail('Invalid mobile number');
  if (!role || !STAFF_ROLES.includes(role as StaffRole)) fail(`unknown role: ${role ?? ''}`);
}

const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  await migrate(handle);
  if (command === 'list') {
    for (const member of await listStaff(handle.db)) {
      process.stdout.write(
        `${member.phone}\t${member.role}\t${member.city?.name ?? '-'}\t${member.displayName ?? ''}\n`,
      );
    }
  } else {
    let cityId: number | undefined;
    if (values.city) {
      const [city] = await queryRows<{ id: number }>(
        handle.db,
        sql`select id from cities where slug = ${values.city} or id::text = ${values.city}`,
      );
      if (!city) fail(`unknown city: ${values.city}`);
      cityId = city.id;
    }
    const member = await grantRole(
      handle.db,
      {
        phone: phone!,
        role: role as StaffRole,
        cityId,
        displayName: values.name,
      },
      null,
    );
    process.stdout.write(
      `granted ${member.role} to ${member.phone}${member.city ? ` in ${member.city.name}` : ''}\n`,
    );
  }
} finally {
  await handle.close();
}
