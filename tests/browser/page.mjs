// Drives Debian's chromium against a SayDo page: ask, wait for the streamed answer, open a
// citation, see the scorecard SVG, screenshot. Prints one JSON line; exits non-zero on failure.
import { chromium } from "playwright-core";

const [url, shot] = process.argv.slice(2);
const out = { consoleErrors: [], cspViolations: [], bands: 0, quarters: 0, answer: "", passage: "" };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
let code = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
  page.on("console", (m) => { if (m.type() === "error") out.consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => out.consoleErrors.push(String(e)));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(url, { waitUntil: "load" });
  await page.fill("#question", "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?");
  await page.click("#go");
  await page.waitForSelector("#answer .cite", { timeout: 60000 });
  out.answer = await page.textContent("#answer");
  await page.click("#answer .cite >> nth=0");
  await page.waitForSelector("#passage:not([hidden])", { timeout: 5000 });
  out.passage = await page.textContent("#passage-text");
  out.passageLink = await page.getAttribute("#passage-link", "href");
  await page.waitForSelector("#scorecard:not([hidden]) svg rect.band", { timeout: 60000 });
  out.bands = await page.locator("#chart svg rect.band").count();
  out.quarters = await page.locator("#chart svg g.q").count();
  out.summary = await page.textContent("#scorecard-summary");
  out.cspViolations = await page.evaluate(() => window.__csp);
  await page.screenshot({ path: shot, fullPage: true });
} catch (e) {
  out.failure = String(e);
  code = 1;
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
process.exit(code);
