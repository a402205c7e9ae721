import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(): Account {
  return {
    firstName: "Amani",
    lastName: "Uwase",
    email: `amani-${randomBytes(4).toString("hex")}@example.com`,
    password: "a long enough password",
  };
}

/** Fills and submits the sign-up form on the current /sign-up page. */
export async function fillSignUp(page: Page, account: Account) {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

export async function signUp(page: Page, account: Account = newAccount()) {
  await page.goto("/sign-up");
  await fillSignUp(page, account);
  await page.waitForURL("**/dashboard");
  return account;
}
