import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import { compile } from "sass";
import type { TestProject } from "vitest/node";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let server: BrowserServer | undefined;

declare module "vitest" {
  export interface ProvidedContext {
    browserEndpoint: string;
    systemCss: string;
  }
}

/** One Chromium for the whole browser layer, and the system's CSS compiled once from styles/. */
export async function setup(project: TestProject): Promise<void> {
  const executablePath = process.env.STC_CHROMIUM ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(
      `The browser tests need Chromium at ${executablePath}, and it is not there. ` +
        `Install Debian's Chromium with "sudo apt-get install -y chromium" (or run .ci/run, which does), ` +
        `or point STC_CHROMIUM at another Chromium binary.`,
    );
  }
  const css = compile(resolve(import.meta.dirname, "../../styles/storyteller-combat.scss"), { style: "expanded" }).css;
  server = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
  project.provide("browserEndpoint", server.wsEndpoint());
  project.provide("systemCss", css);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
