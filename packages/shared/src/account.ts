/** /account (issue #16 item 8): what deleting an account keeps, said before the person confirms. */
export const DELETION_KEEPS =
  "Payments, refunds, withdrawals, receipts and their ledger entries are kept, as accounting law requires, under an anonymous account. Your name, email, password, sign-in links, two-factor keys, sessions and support messages are removed, and your ads and spaces stop serving.";

/** The account page's path (a protected route). */
export const ACCOUNT_PATH = "/account";
