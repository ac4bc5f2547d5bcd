-- Issue 11, item 5 (docs/decisions/0266): an unpaid challan order no longer holds its challans
-- against other payers. Anyone may start paying; the first completed payment wins
-- (settled_products) and the other open orders for those challans are voided. Other product
-- types (a car-booking token reserves a car) keep the exclusive hold.
drop index if exists order_items_active_product_uq;
create unique index order_items_active_product_uq
  on order_items (product_type, product_unique_identifier)
  where is_active and product_type <> 'challan';
