// The media module's front door (issue #31, decision 0056): stored images and /media/*.
// Other modules and app.ts import only what is exported here.
export { findMediaById, insertMedia, type MediaRow } from "./queries.js";
export { mediaPath, srcsetOf, storeImage, variantKey } from "./service.js";
export { mediaRoutes, sendStoredFile } from "./routes.js";
