CREATE TABLE "receipt_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booked_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- Payments settled before receipts existed (decision 0024). A payment was settled when it
-- succeeded (available_at is set then; one refunded at its confirmation never got it).
-- Their booking periods: the latest settled payment of a paid booking bought its last 30
-- days; any other, the 30 days from its confirmation.
WITH settled AS (
  SELECT p.id, p.request_id, p.confirmed_at,
    row_number() OVER (PARTITION BY p.request_id ORDER BY p.confirmed_at DESC, p.id DESC) AS from_last
  FROM payments p
  WHERE p.available_at IS NOT NULL AND p.status IN ('succeeded', 'refunded') AND p.confirmed_at IS NOT NULL
)
UPDATE payments SET
  booked_until = CASE WHEN s.from_last = 1 AND payments.status = 'succeeded' AND pr.payment_status = 'paid'
    THEN pr.ends_at ELSE s.confirmed_at + interval '30 days' END,
  booked_from = CASE WHEN s.from_last = 1 AND payments.status = 'succeeded' AND pr.payment_status = 'paid'
    THEN pr.ends_at - interval '30 days' ELSE s.confirmed_at END
FROM settled s JOIN placement_requests pr ON pr.id = s.request_id
WHERE payments.id = s.id;--> statement-breakpoint
-- Their receipt numbers, 1, 2, 3… in the order they settled; the counter goes on from the last.
UPDATE payments SET receipt_number = numbered.n
FROM (
  SELECT id, row_number() OVER (ORDER BY confirmed_at, created_at, id) AS n
  FROM payments
  WHERE available_at IS NOT NULL AND status IN ('succeeded', 'refunded') AND confirmed_at IS NOT NULL
) numbered
WHERE payments.id = numbered.id;--> statement-breakpoint
INSERT INTO receipt_counters (name, last_number)
SELECT 'receipts', coalesce(max(receipt_number), 0) FROM payments;
