// The house's walls (issue #31, decision 0056), checked by `npm run lint:boundaries`:
// layers that import only downward, front doors between modules and features, no cycles.
// Known violations still to remove are listed in .dependency-cruiser-known-violations.json
// (depcruise --ignore-known): a new one fails the lint; an old one may only go away.
import path from "node:path";

const SERVER = "^apps/server/src";
const WEB = "^apps/web/src";

/** `from` may not import any of `to`: one rule per layer of a bottom-up stack. */
function layers(root, stack, comment) {
  return stack.slice(0, -1).map((layer, index) => ({
    name: `${root === SERVER ? "server" : "web"}-${layer}-imports-upward`,
    comment: `${comment} \`${layer}\` may import only ${stack.slice(0, index).join(", ") || "packages"}.`,
    severity: "error",
    from: { path: `${root}/${layer}(/|\\.ts$)` },
    to: { path: `${root}/(${stack.slice(index + 1).join("|")})(/|\\.tsx?$)` },
  }));
}

export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "A cycle between files: move what both sides need below both.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-module-cycles",
      comment:
        "A cycle between server modules (folders): one of them must not know the other; move what both need below both (decision 0056). dependency-cruiser's known-violations list does not hold folder cycles, so none may be added.",
      severity: "error",
      from: { path: `${SERVER}/modules/[^/]+$` },
      to: { path: `${SERVER}/modules/[^/]+$`, circular: true, viaOnly: { path: `${SERVER}/modules/[^/]+$` } },
      scope: "folder",
    },
    ...layers(SERVER, ["config", "db", "lib", "plugins", "modules", "app"], "Server layers, bottom up:"),
    ...layers(WEB, ["lib", "components", "features", "app"], "Web layers, bottom up:"),
    {
      name: "server-deep-import",
      comment: "Another module is entered by its front door, modules/<name>/index.ts.",
      severity: "error",
      from: { path: `${SERVER}/modules/([^/]+)/`, pathNot: "\\.test\\.ts$" },
      to: {
        path: `${SERVER}/modules/[^/]+/`,
        pathNot: [`${SERVER}/modules/$1/`, `${SERVER}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "server-outside-deep-import",
      comment: "Code outside modules/ enters a module by its front door, modules/<name>/index.ts.",
      severity: "error",
      from: { path: `${SERVER}/(app|demo|bench|test|[^/]+\\.ts$)`, pathNot: "\\.test\\.ts$" },
      to: { path: `${SERVER}/modules/[^/]+/`, pathNot: `${SERVER}/modules/[^/]+/index\\.ts$` },
    },
    {
      name: "server-thin-routes",
      comment:
        "Routes validate and call a service; queries live in queries.ts (issue #31). A routes file imports no drizzle-orm, no table and no database client (its type alone is fine).",
      severity: "error",
      from: { path: `${SERVER}/modules/[^/]+/[^/]*routes\\.ts$` },
      to: {
        path: ["(^|/)node_modules/drizzle-orm/", `${SERVER}/db/(client|schema)(/|\\.ts$)`],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "web-deep-import",
      comment: "Another feature is entered by its front door, features/<name>/index.ts.",
      severity: "error",
      from: { path: `${WEB}/features/([^/]+)/`, pathNot: "\\.test\\.tsx?$" },
      to: {
        path: `${WEB}/features/[^/]+/`,
        pathNot: [`${WEB}/features/$1/`, `${WEB}/features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "web-outside-deep-import",
      comment: "The app enters a feature by its front door, features/<name>/index.ts.",
      severity: "error",
      from: { path: `${WEB}/(app/|[^/]+\\.tsx?$)`, pathNot: "\\.test\\.tsx?$" },
      to: { path: `${WEB}/features/[^/]+/`, pathNot: `${WEB}/features/[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests and the test kit may reach anywhere; the walls are for the code that ships.
    exclude: {
      path: ["(^|/)(dist|node_modules)/", "\\.test\\.tsx?$", "^apps/server/src/test/", "^apps/web/src/test/"],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(import.meta.dirname, "tsconfig.depcruise.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
