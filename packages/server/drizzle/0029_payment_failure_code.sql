ALTER TABLE "payments" ADD COLUMN "failure_code" text;
--> statement-breakpoint
UPDATE "payments" SET "failure_code" = CASE
  WHEN "failure_message" LIKE 'The charged amount does not match%' THEN 'amount_mismatch'
  WHEN "failure_message" LIKE 'The order was already paid%' THEN 'already_paid'
  WHEN "failure_message" LIKE 'The order was cancelled because it was not paid in time%' THEN 'paid_too_late'
  ELSE 'declined'
END WHERE "status" = 'failed';
