-- Lead queue (issue 12 item 7): call-back leads are worked by lead agents in the order of their
-- next call window. A lead that arrives outside operating hours waits for the next window
-- (docs/decisions/0129-lead-queue.md).
alter table callback_leads add column next_call_at timestamptz;
update callback_leads set next_call_at = created_at where next_call_at is null;
alter table callback_leads alter column next_call_at set not null;
alter table callback_leads add column attempts integer not null default 0;
alter table callback_leads add column updated_at timestamptz not null default now();
-- The queue: open leads by their next call window.
create index callback_leads_queue_idx on callback_leads (status, next_call_at);

-- What an agent did with a lead, newest last: the status it left the lead in and a note.
create table callback_lead_notes (
  id bigserial primary key,
  lead_id uuid not null references callback_leads (id) on delete cascade,
  author_user_id uuid not null references users (id),
  status text not null,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index callback_lead_notes_lead_idx on callback_lead_notes (lead_id, id);
