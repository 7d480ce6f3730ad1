-- An order's first event (its placing: no previous status, 'Order Placed', by the customer, at the
-- order's created_at) is no longer written: readers make it from the order (decision 040,
-- fourteenth pass). The rows written before are removed, so no history shows the placing twice.
-- Only the placing has no previous status: every later event is a move from one. The migration
-- runs as the tables' owner, which row-level security does not restrict (it is not forced).
DELETE FROM "order_events" WHERE "from_status" IS NULL;
