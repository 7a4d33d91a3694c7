// Front end in headless Chromium (Debian's, never a downloaded one), through Playwright: the initial
// route signed out (landing) and signed in (dashboard), federated and as a single bundle, each load in a
// fresh context (cold cache), alternating; gzip JS bytes and request count from the network, LCP, TBT and
// CLS from PerformanceObserver. Federation glue per remote is read from the build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure, median } from './measure.mjs';
import { benchMember } from './stack.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { DEMO_PASSWORD, remoteNames } = require('@koinonia/contracts');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// Lab conditions: a mid-range phone's CPU (4× slower) on a good connection (40 ms RTT, 20 Mbit/s).
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 40, downloadThroughput: (20_000_000 / 8), uploadThroughput: (10_000_000 / 8) };
const TARGETS = { initialKB: 170, landingKB: 120, bytesRatio: 1.1, lcpRatio: 1.15, cls: 0.05, glueKB: 30 };
const KB = 1024;

// Collected in the page from its first script on; read once the page settled.
const VITALS_OBSERVER = () => {
  const vitals = { lcp: 0, fcp: 0, longTasks: [], shifts: [] };
  window.__benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.shifts.push({ start: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
};

/** CLS as browsers define it: the largest session window of shifts (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let window = { start: -Infinity, last: -Infinity, value: 0 };
  for (const shift of shifts) {
    if (shift.start - window.last > 1_000 || shift.start - window.start > 5_000) window = { start: shift.start, last: shift.start, value: 0 };
    window.value += shift.value;
    window.last = shift.start;
    largest = Math.max(largest, window.value);
  }
  return largest;
}

/** Lab TBT: the part of each long task over 50 ms, after first contentful paint, until the page settled. */
const totalBlockingTime = ({ fcp, longTasks }) =>
  longTasks.filter((task) => task.start + task.duration > fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

async function loadOnce(browser, baseUrl, signedIn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (signedIn) {
      const login = await context.request.post(`${baseUrl}/api/auth/login`, {
        data: { email: benchMember.email, password: DEMO_PASSWORD },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      if (login.status() !== 200) throw new Error(`Sign-in for the dashboard answered ${login.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript(VITALS_OBSERVER);
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    await client.send('Network.emulateNetworkConditions', NETWORK);
    await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const scripts = [];
    const stylesheets = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
      if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Let the last paint and any late shift land before reading.
    await page.waitForTimeout(1_000);
    const vitals = await page.evaluate(() => window.__benchVitals);
    const loaded = await Promise.all(scripts);
    // CSS the page carries inline (the pre-rendered public pages, styled-components' tags) and in files.
    const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent).join(''));
    const cssGzipBytes = gzipSync(inlineCss).length + (await Promise.all(stylesheets)).reduce((sum, bytes) => sum + bytes, 0);
    return {
      jsGzipBytes: loaded.reduce((sum, script) => sum + script.gzipBytes, 0),
      cssGzipBytes,
      requests,
      lcp: vitals.lcp,
      tbt: totalBlockingTime(vitals),
      cls: cumulativeLayoutShift(vitals.shifts),
      scripts: loaded.map((script) => new URL(script.url).pathname),
    };
  } finally {
    await context.close();
  }
}

// Signed out, / is the pre-rendered landing page of the public site (issue 5: under 120 KB of gzip JS).
const ROUTES = [
  { name: 'landing (signed out)', signedIn: false, targetKB: TARGETS.landingKB },
  { name: 'dashboard (signed in)', signedIn: true, targetKB: TARGETS.initialKB },
];

export async function measureFrontEnd(stack, { rounds, log, rootDir }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const figures = [];
  try {
    for (const route of ROUTES) {
      log(`front end: ${route.name}, federated and single bundle, ${rounds} cold loads each`);
      const runs = { federated: [], single: [] };
      await loadOnce(browser, stack.gatewayUrl, route.signedIn); // warm the servers, not the browser
      await loadOnce(browser, stack.singleBundleUrl, route.signedIn);
      for (let round = 1; round <= rounds; round += 1) {
        for (const [variant, url] of [['federated', stack.gatewayUrl], ['single', stack.singleBundleUrl]]) {
          const run = await loadOnce(browser, url, route.signedIn);
          runs[variant].push(run);
          log(`  ${variant} #${round}: ${(run.jsGzipBytes / KB).toFixed(1)} KB gzip JS, ${(run.cssGzipBytes / KB).toFixed(1)} KB gzip CSS, ${run.requests} requests, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
        }
      }
      const of = (variant, key) => median(runs[variant].map((run) => run[key]));
      const federatedKB = of('federated', 'jsGzipBytes') / KB;
      const singleKB = of('single', 'jsGzipBytes') / KB;
      figures.push(
        figure({
          name: `front end: ${route.name} JS gzip`,
          value: federatedKB,
          baseline: singleKB,
          unit: 'KB',
          target: `value ≤ ${route.targetKB} KB, ratio ≤ ${TARGETS.bytesRatio}`,
          holds: federatedKB <= route.targetKB && federatedKB / singleKB <= TARGETS.bytesRatio,
        }),
        figure({ name: `front end: ${route.name} CSS gzip`, value: of('federated', 'cssGzipBytes') / KB, baseline: of('single', 'cssGzipBytes') / KB, unit: 'KB' }),
        figure({ name: `front end: ${route.name} requests`, value: of('federated', 'requests'), baseline: of('single', 'requests'), unit: 'requests' }),
        figure({
          name: `front end: ${route.name} LCP`,
          value: of('federated', 'lcp'),
          baseline: of('single', 'lcp'),
          unit: 'ms',
          target: `ratio ≤ ${TARGETS.lcpRatio}`,
          holds: of('federated', 'lcp') / of('single', 'lcp') <= TARGETS.lcpRatio,
        }),
        figure({ name: `front end: ${route.name} TBT`, value: of('federated', 'tbt'), baseline: of('single', 'tbt'), ratio: null, unit: 'ms' }),
        figure({
          name: `front end: ${route.name} CLS`,
          value: of('federated', 'cls'),
          baseline: of('single', 'cls'),
          ratio: null,
          unit: '',
          target: `value ≤ ${TARGETS.cls}`,
          holds: of('federated', 'cls') <= TARGETS.cls,
        }),
      );
    }
  } finally {
    await browser.close();
  }

  const { remoteDirOf, remoteGlue, totalGzipBytes } = require(path.join(rootDir, 'tools/dist/bundle-sizes.js'));
  for (const name of remoteNames) {
    const glueKB = totalGzipBytes(remoteGlue(remoteDirOf(rootDir, name))) / KB;
    figures.push(
      figure({
        name: `front end: federation glue of ${name} (mf-manifest.json + remoteEntry.js)`,
        value: glueKB,
        unit: 'KB',
        target: `value ≤ ${TARGETS.glueKB} KB`,
        holds: glueKB <= TARGETS.glueKB,
      }),
    );
  }
  return figures;
}
