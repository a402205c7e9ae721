// The spaces module's front door (issue #31, decision 0056): ad spaces, capacity (who holds a slot) and booking windows.
// Other modules and app.ts import only what is exported here.
export {
  firstFull,
  freeSlots,
  hasRoom,
  heldSlotsSql,
  isLapsed,
  lockSpaces,
  type SlotHolder,
  spaceSlots,
  spacesOfRequests,
} from "./capacity.js";
export { createSpaces } from "./service.js";
export {
  BOOKING_MS,
  bookingStart,
  firstFreeStart,
  firstFullInWindow,
  firstFullOver,
  firstHoldStart,
  holdInterval,
  lastStartDate,
  nextFreeStart,
  peakOverlap,
  spaceIntervals,
  spaceIntervalsForRequest,
  utcDate,
} from "./windows.js";
export { spaceRoutes } from "./routes.js";
