// The four tutorials, played through the real product on the demo data (`npm run demo`).
// Each flow starts signed in (as `account`) on a blank page, after the title card; the
// `images` it names are rendered to PNG beforehand, outside the recorded page.

/** A creative made the way an advertiser would: a designed banner, saved as PNG. */
const BANNER = {
  width: 640,
  height: 320,
  html: `<body style="margin:0;width:640px;height:320px;display:flex;flex-direction:column;
    justify-content:center;padding:0 48px;box-sizing:border-box;font-family:system-ui,sans-serif;color:#fff;
    background:linear-gradient(120deg,#0f766e,#0369a1)"><div style="font-size:20px;opacity:.85">New in Westlands</div>
    <div style="font-size:54px;font-weight:800;line-height:1.05">Tamu Juice Bar</div>
    <div style="font-size:24px;margin-top:14px">Fresh passion and mango juice, pressed while you wait</div></body>`,
};

const LOGO = {
  width: 256,
  height: 256,
  html: `<body style="margin:0;width:256px;height:256px;display:flex;align-items:center;
    justify-content:center;background:#0e7490;color:#fff;font:800 96px system-ui,sans-serif">MS</body>`,
};

const png = (name, buffer) => ({ name, mimeType: "image/png", buffer });

export const FLOWS = {
  "add-your-website": {
    account: "publisher@demo.placard.test",
    images: { logo: LOGO },
    async play(tutor, page, images) {
      await page.goto("/projects");
      await page.getByRole("heading", { name: "Your Digital Ecosystem" }).waitFor();
      await tutor.say("Your websites live on the projects page. Let's add a new one.");
      await tutor.click(page.getByRole("link", { name: /Add New Website/ }));
      await page.waitForURL("**/create-website");
      await page.getByLabel("Website Name").waitFor();
      await tutor.say("Give the website a name, its address, and a logo.");
      await tutor.type(page.getByLabel("Website Name"), "Mombasa Surf Report");
      await tutor.type(page.getByLabel("Website URL"), "mombasa-surf-report.example.com");
      await tutor.pointAt(page.getByLabel("Logo Upload"));
      await page.getByLabel("Logo Upload").setInputFiles(png("logo.png", images.logo));
      await page.getByRole("img", { name: "Logo Upload preview" }).waitFor();
      await tutor.click(page.getByRole("button", { name: "Create Website" }));
      await page.waitForURL("**/create-categories/*");
      await page.getByRole("heading", { name: "Select Your Ad Spaces" }).waitFor();
      await tutor.say("Now choose where ads may appear on your pages, and price each space.");
      await configure(tutor, page, "Above the Fold", { tier: "Gold", users: "3" });
      await configure(tutor, page, "Sidebar", { price: "15", users: "2" });
      await tutor.say("Two spaces are ready. Create them.");
      await tutor.click(page.getByRole("button", { name: "Create 2 Ad Spaces" }));
      await page.waitForURL("**/projects");
      const card = page.getByTestId("website-card").filter({ hasText: "Mombasa Surf Report" });
      await card.waitFor();
      await tutor.say("The website waits for verification until Placard finds its tag or file on it.");
      await tutor.click(card.getByRole("link", { name: "View Details" }));
      await page.getByTestId("space-card").first().waitFor();
      await tutor.say(
        "Each space has its code, in HTML, JavaScript, PHP or Python. Paste it where the ad should show.",
      );
      await tutor.pause(1500);
    },
  },

  "publish-your-first-ad": {
    // Amani has no ad in progress, so the guided flow starts empty.
    account: "amani.njoroge@demo.placard.test",
    images: { banner: BANNER },
    async play(tutor, page, images) {
      await page.goto("/dashboard");
      await tutor.say("Your campaigns are on the dashboard. Let's publish a new ad.");
      await page.goto("/select");
      await page.getByLabel("Ad file").waitFor({ state: "attached" });
      await tutor.say("Upload the creative: an image, a video or a PDF, up to 50 megabytes.");
      await page.getByLabel("Ad file").setInputFiles(png("tamu-juice-bar.png", images.banner));
      await page.getByRole("img", { name: "Your uploaded ad" }).waitFor();
      await tutor.click(page.getByRole("button", { name: "Continue" }));
      await page.waitForURL("**/business");
      await tutor.say("Tell visitors who you are and where to find you.");
      await tutor.type(page.getByLabel("Business name"), "Tamu Juice Bar");
      await tutor.type(page.getByLabel("Business link"), "tamu-juice.example.com");
      await tutor.type(page.getByLabel("Business location"), "Nairobi, Kenya");
      await tutor.type(page.getByLabel("Ad description"), "Fresh passion and mango juice, pressed while you wait.");
      await tutor.click(page.getByRole("button", { name: "Continue" }));
      await page.waitForURL("**/websites");
      await tutor.say("Pick the websites whose readers you want to reach.");
      await tutor.click(page.getByRole("button", { name: /Nairobi Food Diaries/ }));
      await tutor.click(page.getByRole("button", { name: /Accra Tech Weekly/ }));
      await tutor.click(page.getByRole("button", { name: "Continue" }));
      await page.waitForURL("**/categories");
      await tutor.say("Then choose the spaces on each website. Each shows its monthly price.");
      for (const space of ["Inline Content", "Beneath Title"]) {
        const checkbox = page.getByRole("checkbox", { name: new RegExp(space) }).first();
        await tutor.pointAt(checkbox);
        await checkbox.check();
        await tutor.pause(600);
      }
      await tutor.click(page.getByRole("button", { name: "Publish" }));
      await page.waitForURL("**/ad-success");
      await tutor.say("Done. Each website's owner now reviews your ad; you pay once they approve.");
      await tutor.click(page.getByRole("link", { name: "Go to Dashboard" }));
      await page.waitForURL("**/dashboard");
      await page.getByTestId("campaign-card").filter({ hasText: "Tamu Juice Bar" }).waitFor();
      await tutor.say("Your new campaign shows as pending until it is approved.");
    },
  },

  "approve-and-get-paid": {
    account: "publisher@demo.placard.test",
    async play(tutor, page) {
      await page.goto("/pending-ads");
      const approve = page.getByRole("button", { name: /^Approve for / }).first();
      await approve.waitFor();
      await tutor.say("Ads that want your websites wait here for your decision.");
      await tutor.say(
        "Look at the creative and the spaces it asks for. Approve it for a website, or reject it with a reason.",
      );
      await tutor.click(approve);
      await page.getByText("Approved").first().waitFor();
      await tutor.say("The advertiser is told at once, and pays to start the booking.");
      await page.goto("/wallet");
      await page.getByText("Recent Activity").waitFor();
      await tutor.say("Payments land in your wallet. Earnings are held for a few days, then become available.");
      await tutor.pause(1200);
      await page.goto("/transactions");
      await page.getByRole("table").first().waitFor();
      await tutor.say("Every payment, release and withdrawal is listed in your transactions.");
      await tutor.pause(1500);
    },
  },

  "read-your-numbers": {
    account: "advertiser@demo.placard.test",
    async play(tutor, page) {
      await page.goto("/dashboard");
      const campaign = page.getByTestId("campaign-card").filter({ hasText: "Kilimanjaro Coffee Roasters" }).first();
      await campaign.waitFor();
      await tutor.say("To see how an ad does, open its campaign.");
      await tutor.click(campaign.getByRole("link", { name: "View Campaign" }));
      await page.waitForURL("**/approved-detail/*");
      await page.getByRole("heading", { name: "Kilimanjaro Coffee Roasters" }).first().waitFor();
      await tutor.say("Views count only when the ad was really seen, and clicks count once. Bots are left out.");
      await tutor.pause(1500);
      await page.mouse.wheel(0, 500);
      await tutor.say("Views, clicks and click-through rate per website, and per day.");
      await tutor.pause(1500);
      await page.goto("/transactions");
      await page.getByRole("table").first().waitFor();
      await tutor.say("Your payments are in transactions. Filter them, and export them as CSV for your books.");
      await tutor.pause(1800);
    },
  },
};

async function configure(tutor, page, placement, { price, users, tier }) {
  await tutor.click(page.getByRole("listitem").getByRole("button", { name: placement, exact: true }));
  const dialog = page.getByRole("dialog", { name: `Configure ${placement}` });
  if (tier) await tutor.click(dialog.getByText(tier, { exact: true }));
  if (price) await tutor.type(dialog.getByLabel("Price ($/mo)"), price);
  if (users) await tutor.type(dialog.getByLabel("User count", { exact: true }), users);
  await tutor.click(dialog.getByRole("button", { name: "Save & Continue" }));
  await dialog.waitFor({ state: "detached" });
}
