// Written by `npm run videos:record` (scripts/record-videos.mjs): what each recording measured.
export const VIDEO_RECORDINGS: Record<string, { durationSeconds: number; recordedOn: string }> = {
  "add-your-website": { durationSeconds: 76, recordedOn: "2026-11-22" },
  "publish-your-first-ad": { durationSeconds: 69, recordedOn: "2026-11-22" },
  "approve-and-get-paid": { durationSeconds: 41, recordedOn: "2026-11-22" },
  "read-your-numbers": { durationSeconds: 36, recordedOn: "2026-11-22" },
};
