// jsdom ships no types (and @types/jsdom is not installed): just what build.test.ts uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: "dangerously" | "outside-only"; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
