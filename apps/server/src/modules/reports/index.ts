// The reports module's front door for other modules.
export { topCountries } from "./reach-queries.js";
