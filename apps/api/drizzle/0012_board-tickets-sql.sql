-- Orders cancelled before the column existed: the status they were cancelled from is in their
-- status history (the customer's stepper shows only the steps an order reached).
UPDATE "orders" AS o
SET "cancelled_from" = e."from_status"
FROM (
  SELECT DISTINCT ON ("order_id") "order_id", "from_status"
  FROM "order_events"
  WHERE "to_status" = 'Order Cancelled'
  ORDER BY "order_id", "at" DESC, "id" DESC
) AS e
WHERE o."id" = e."order_id" AND o."status" = 'Order Cancelled' AND o."cancelled_from" IS NULL;
