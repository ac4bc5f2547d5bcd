-- Responsive photos (issue 14 item 4; decision 0178): which formats each inspection photo is
-- stored in. Photos uploaded before this were re-encoded to WebP only; new ones are AVIF + WebP.
alter table inspection_photos add column formats text[] not null default '{webp}';

-- The car page finds a relisted car's photo variants by the storage key in its photo URL.
create unique index inspection_photos_storage_key_idx on inspection_photos (storage_key);
