export interface TutorialStep {
  /** Catalog keys (issue #33): English keeps SPEC §2's steps. */
  title: string;
  text: string;
}

/** SPEC §2: the six publisher steps, each told the way Placard does it. */
export const PUBLISHER_STEPS: TutorialStep[] = [
  { title: "support.steps.publisher.add_website.title", text: "support.steps.publisher.add_website.text" },
  { title: "support.steps.publisher.select_spaces.title", text: "support.steps.publisher.select_spaces.text" },
  { title: "support.steps.publisher.choose_price.title", text: "support.steps.publisher.choose_price.text" },
  { title: "support.steps.publisher.set_limits.title", text: "support.steps.publisher.set_limits.text" },
  { title: "support.steps.publisher.add_instructions.title", text: "support.steps.publisher.add_instructions.text" },
  { title: "support.steps.publisher.generate_api.title", text: "support.steps.publisher.generate_api.text" },
];

/** SPEC §2: the seven advertiser steps. */
export const ADVERTISER_STEPS: TutorialStep[] = [
  { title: "support.steps.advertiser.create_account.title", text: "support.steps.advertiser.create_account.text" },
  { title: "support.steps.advertiser.explore_websites.title", text: "support.steps.advertiser.explore_websites.text" },
  { title: "support.steps.advertiser.explore_spaces.title", text: "support.steps.advertiser.explore_spaces.text" },
  { title: "support.steps.advertiser.submit_creative.title", text: "support.steps.advertiser.submit_creative.text" },
  { title: "support.steps.advertiser.set_budget.title", text: "support.steps.advertiser.set_budget.text" },
  { title: "support.steps.advertiser.launch.title", text: "support.steps.advertiser.launch.text" },
  { title: "support.steps.advertiser.monitor.title", text: "support.steps.advertiser.monitor.text" },
];
