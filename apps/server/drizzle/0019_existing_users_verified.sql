-- Decision 0026: accounts made before email verification could be required (nobody could
-- confirm an address then) count as confirmed, so turning EMAIL_VERIFICATION on locks no
-- one out. Accounts made later are verified at creation while it is off.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
