// The support feature's front door: what other features use of it.
export { ReplyThread } from "./components/reply-thread";
