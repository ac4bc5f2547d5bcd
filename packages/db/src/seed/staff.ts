import type { SeedStep } from './index';

/**
 * Demo staff (issue 9), so the consoles can be tried after `npm start`: log in with these phones
 * (the OTP is in the sandbox outbox, /api/dev/outbox?phone=…). Everyone works in Pune.
 */
export const DEMO_STAFF = [
  { phone: '9811000001', name: 'Asha Admin', role: 'admin', city: null },
  { phone: '9811000011', name: 'Mohan Moderator', role: 'admin', city: null },
  { phone: '9811000002', name: 'Ravi Kulkarni', role: 'inspector', city: 'pune' },
  { phone: '9811000003', name: 'Apex Motors', role: 'dealer', city: 'pune' },
  { phone: '9811000004', name: 'Balaji Cars', role: 'dealer', city: 'pune' },
  { phone: '9811000005', name: 'Sunil Runner', role: 'runner', city: 'pune' },
  { phone: '9811000006', name: 'Leena Agent', role: 'lead_agent', city: null },
] as const;

const quote = (value: string | null) =>
  value === null ? 'null' : `'${value.replace(/'/g, "''")}'`;

export const staffSeedStep: SeedStep = {
  name: 'staff',
  async run(handle) {
    const rows = DEMO_STAFF.map(
      (member) =>
        `(${quote(member.phone)}, ${quote(member.name)}, ${quote(member.role)}, ${quote(member.city)})`,
    ).join(',\n');
    // Idempotent: users and roles are upserted by their natural keys.
    await handle.exec(`
      with demo (phone, name, role, city_slug) as (values ${rows}),
      created as (
        insert into users (phone, name) select phone, name from demo
        on conflict (phone) do update set name = coalesce(users.name, excluded.name)
        returning id, phone
      )
      insert into staff_roles (user_id, role, city_id, display_name)
      select created.id, demo.role, (select id from cities where slug = demo.city_slug), demo.name
      from demo join created on created.phone = demo.phone
      on conflict (user_id, role) do nothing;`);
  },
};
