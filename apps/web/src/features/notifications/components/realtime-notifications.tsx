import { useSession } from "@/lib/session";
import { useRealtimeNotifications } from "../hooks/use-realtime-notifications";

/** Mounted once in the layout: keeps the live connection while someone is signed in. */
export function RealtimeNotifications() {
  const { user } = useSession();
  useRealtimeNotifications(user?.id ?? null);
  return null;
}
