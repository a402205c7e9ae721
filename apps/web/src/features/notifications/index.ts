// The notifications feature's front door: what the app and other features use of it (decision 0056).
export { NotificationBell } from "./components/notification-bell";
export { RealtimeNotifications } from "./components/realtime-notifications";
