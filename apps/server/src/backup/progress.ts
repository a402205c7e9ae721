/** What backup and restore tell the operator as they go. */
export interface Progress {
  /** A step starting: its own line. */
  step(message: string): void;
  /** The state of a long step: rewritten in place on a terminal, not printed elsewhere. */
  update(message: string): void;
  /** Ends a run of updates. */
  done(): void;
}

/** Progress on `stream` (stderr): live updates on a terminal, plain step lines otherwise. */
export function createProgress(stream: NodeJS.WriteStream): Progress {
  let live = false;
  let last = 0;
  return {
    step(message) {
      if (live) stream.write("\n");
      live = false;
      stream.write(`${message}\n`);
    },
    update(message) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      stream.write(`\r\x1b[2K${message}`);
      live = true;
    },
    done() {
      if (live) stream.write("\n");
      live = false;
    },
  };
}

/** Says nothing (tests). */
export const silentProgress: Progress = { step() {}, update() {}, done() {} };
