// Records one browser page with Chromium's own screencast (DevTools Page.startScreencast),
// narrates it with espeak-ng and encodes it with ffmpeg (both from Debian). Frames arrive
// only when the page repaints, so each frame lasts until the next one's timestamp.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sleep } from "../lib/placard-process.mjs";

export const WIDTH = 1280;
export const HEIGHT = 720;

/** Seconds a mono 16-bit WAV (espeak-ng's output) plays. */
function wavSeconds(file) {
  const wav = readFileSync(file);
  const dataIndex = wav.indexOf("data");
  const byteRate = wav.readUInt32LE(28);
  return wav.readUInt32LE(dataIndex + 4) / byteRate;
}

export class Recorder {
  /** @param {import("playwright-core").Page} page @param {string} workDir */
  constructor(page, workDir) {
    this.page = page;
    this.workDir = workDir;
    this.frames = [];
    this.lines = [];
    mkdirSync(workDir, { recursive: true });
  }

  async start() {
    this.cdp = await this.page.context().newCDPSession(this.page);
    this.cdp.on("Page.screencastFrame", ({ data, metadata, sessionId }) => {
      const file = path.join(this.workDir, `frame-${String(this.frames.length).padStart(5, "0")}.jpg`);
      writeFileSync(file, Buffer.from(data, "base64"));
      this.frames.push({ file, at: metadata.timestamp ?? Date.now() / 1000 });
      this.cdp.send("Page.screencastFrameAck", { sessionId }).catch(() => undefined);
    });
    await this.cdp.send("Page.startScreencast", { format: "jpeg", quality: 90, maxWidth: WIDTH, maxHeight: HEIGHT });
    this.startedAt = Date.now() / 1000;
  }

  /** Speaks `text` from now on (it is also shown as a caption by the caller) and waits while it plays. */
  async narrate(text) {
    const file = path.join(this.workDir, `line-${this.lines.length}.wav`);
    execFileSync("espeak-ng", ["-v", "en-us", "-s", "155", "-p", "45", "-w", file, text]);
    const seconds = wavSeconds(file);
    this.lines.push({ file, at: Date.now() / 1000 - this.startedAt });
    await sleep(seconds * 1000 + 350);
  }

  async stop() {
    await this.cdp.send("Page.stopScreencast");
    this.endedAt = Date.now() / 1000;
    await this.cdp.detach();
  }

  /** Encodes the frames and the narration into an H.264/AAC MP4 and a JPEG poster; returns its length. */
  encode(output, poster) {
    if (this.frames.length === 0) throw new Error("The screencast produced no frames");
    const list = ["ffconcat version 1.0"];
    this.frames.forEach((frame, index) => {
      const next = this.frames[index + 1]?.at ?? this.endedAt;
      list.push(`file '${path.basename(frame.file)}'`, `duration ${Math.max(0.001, next - frame.at).toFixed(3)}`);
    });
    list.push(`file '${path.basename(this.frames.at(-1).file)}'`);
    const listFile = path.join(this.workDir, "frames.ffconcat");
    writeFileSync(listFile, `${list.join("\n")}\n`);

    // The frames' clock starts at the first frame; the narration's at start().
    const offset = this.frames[0].at - this.startedAt;
    const total = (this.endedAt - this.frames[0].at).toFixed(3);
    const inputs = ["-f", "concat", "-safe", "0", "-i", listFile];
    const delays = this.lines.map((line, index) => {
      inputs.push("-i", line.file);
      const ms = Math.max(0, Math.round((line.at - offset) * 1000));
      return `[${index + 1}:a]adelay=${ms}|${ms}[a${index}]`;
    });
    const mix = `${this.lines.map((_, index) => `[a${index}]`).join("")}amix=inputs=${this.lines.length}:normalize=0,apad=whole_dur=${total}[voice]`;
    const video = `[0:v]fps=25,scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p[picture]`;
    execFileSync(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        ...inputs,
        "-filter_complex",
        [video, ...delays, mix].join(";"),
        "-map",
        "[picture]",
        "-map",
        "[voice]",
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        "30",
        "-tune",
        "stillimage",
        "-profile:v",
        "high",
        "-c:a",
        "aac",
        "-b:a",
        "48k",
        "-ac",
        "1",
        "-t",
        total,
        "-movflags",
        "+faststart",
        output,
      ],
      { stdio: "inherit" },
    );
    execFileSync(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        "-ss",
        "1",
        "-i",
        output,
        "-frames:v",
        "1",
        "-vf",
        "scale=640:-2",
        "-q:v",
        "4",
        poster,
      ],
      {
        stdio: "inherit",
      },
    );
    const probe = execFileSync("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "format=duration",
      "-of",
      "csv=p=0",
      output,
    ]);
    return Math.round(Number(String(probe).trim()));
  }
}
