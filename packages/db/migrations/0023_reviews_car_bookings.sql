-- A car buyer can review their reservation (token paid): the product records no delivery yet, so
-- a reserved booking is the buyer's completed transaction (decision 0125).
alter table customer_reviews drop constraint if exists customer_reviews_transaction_kind_check;
alter table customer_reviews add constraint customer_reviews_transaction_kind_check
  check (transaction_kind in ('challan_order', 'car_sale', 'car_booking'));
