import { api } from "@/lib/api-client";

/** Whether the signed-in owner was referred (the 'Referral was sent' alert after a website). */
export async function fetchIsReferred(): Promise<boolean> {
  try {
    return (await api.get<{ isReferred: boolean }>("/api/referrals")).isReferred;
  } catch {
    return false;
  }
}
