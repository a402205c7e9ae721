export interface TutorialStep {
  title: string;
  text: string;
}

/** SPEC §2: the six publisher steps, each told the way Placard does it. */
export const PUBLISHER_STEPS: TutorialStep[] = [
  { title: "Add your website", text: "Give its name and address and upload its logo on Create Website." },
  {
    title: "Select spaces as categories",
    text: "Pick the placements your pages offer (header, sidebar, in-feed…) from the 15 Placard knows.",
  },
  { title: "Choose a price", text: "Set each space's monthly price, with a tier from Bronze to Platinum." },
  {
    title: "Set advertiser limits",
    text: "Say how many advertisers a space can hold at once; a full space takes no new requests.",
  },
  { title: "Add instructions", text: "Tell advertisers what works in each space: sizes, formats, what you refuse." },
  {
    title: "Generate and implement the API",
    text: "Copy the space's snippet (HTML, JavaScript, PHP or Python) into your site; paid ads show there.",
  },
];

/** SPEC §2: the seven advertiser steps. */
export const ADVERTISER_STEPS: TutorialStep[] = [
  { title: "Create your account", text: "Sign up with your name, email and a password." },
  { title: "Explore websites", text: "Browse the websites listed on Placard and choose where your ad should run." },
  { title: "Explore ad spaces", text: "Compare each website's spaces, where they sit on the page, and their prices." },
  { title: "Submit your creative", text: "Upload an image or a video (up to 50 MB) with your business details." },
  {
    title: "Set your budget",
    text: "Each website is paid per 30 days at its listed price; nothing is charged before an owner says yes.",
  },
  {
    title: "Launch once approved by the owner",
    text: "Each owner reviews your ad; pay with Pay Now and it goes live on that website.",
  },
  { title: "Monitor", text: "Follow views, clicks and click-through rate per website on your campaign's page." },
];
