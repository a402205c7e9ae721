import { useTestAppWithUsers, withFields } from "./app-with-users.js";
import { type TestUser, completeDraft, createSpaces, createWebsite } from "./factories.js";
import { type FilePart, multipart } from "./multipart.js";

/**
 * For a test file of the ad flow (ads*.test.ts): an app with an advertiser and two owners
 * (useTestAppWithUsers), and the helpers those files share.
 */
export function useAdsTestApp() {
  const base = useTestAppWithUsers();
  const { as } = base;
  const kit = {
    /** A multipart POST of `fields` and, when given, a creative (an MP4 unless told). */
    upload(
      user: TestUser,
      url: string,
      file?: Partial<FilePart> & { data: Buffer },
      fields: Record<string, string> = {},
    ) {
      const form = multipart(
        fields,
        file ? [{ field: "creative", filename: "ad.mp4", contentType: "video/mp4", ...file }] : [],
      );
      return base.t.app.inject({
        method: "POST",
        url,
        headers: { ...form.headers, ...as(user) },
        payload: form.payload,
      });
    },

    /** A website of `owner`'s with these spaces. */
    async listing(owner: TestUser, spaces: Parameters<typeof createSpaces>[3]) {
      const { app } = base.t;
      const website = await createWebsite(app, owner);
      return { website, spaces: await createSpaces(app, owner, website.id, spaces) };
    },

    /** A draft with a PNG, its details and this selection, ready to submit; its id. */
    completeDraft: (user: TestUser, websiteIds: string[], spaceIds: string[]) =>
      completeDraft(base.t.app, user, { websiteIds, spaceIds }),
  };
  return withFields(base, kit);
}
