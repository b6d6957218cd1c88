-- Decision 0032: house (platform) accounts cache no balance; their balance is the sum of their
-- entries. Re-applicable: the six house accounts exist (entries must land on an existing account)
-- and carry NULL, whatever they held before (their cache always equalled their entries).
INSERT INTO "ledger_accounts" ("id", "member_id", "kind", "allow_negative", "balance_fen") VALUES
  ('platform:provider_clearing', NULL, 'platform', true, NULL),
  ('platform:order_receipts', NULL, 'platform', true, NULL),
  ('platform:promotions', NULL, 'platform', true, NULL),
  ('platform:recharges', NULL, 'platform', true, NULL),
  ('platform:points_issued', NULL, 'platform', true, NULL),
  ('platform:rewards', NULL, 'platform', true, NULL)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance_fen" = NULL WHERE "kind" = 'platform' AND "balance_fen" IS NOT NULL;
