#!/usr/bin/env node
// npm run dev: the embedded stack, with the shell and every remote rebuilt on each change (webpack in
// watch mode, development builds, one process for all six). Reload the page to see a change; restart
// for a change in a service. One remote alone: npm run dev -w mf-<name> (see README).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpack = require('webpack');
const apps = ['shell', 'mf-worship', 'mf-connect', 'mf-serve', 'mf-admin', 'mf-marketing'];
const configs = apps.map((app) => require(path.join(rootDir, app, 'webpack.config.js'))({}, { mode: 'development' }));

let firstBuild = true;
webpack(configs).watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) return console.error(error);
  console.log(stats.toString({ preset: 'errors-warnings', colors: true }) || `rebuilt ${new Date().toLocaleTimeString()}`);
  if (firstBuild) {
    firstBuild = false;
    // Services come from their last build; the front end is now current.
    spawn(process.execPath, [path.join(rootDir, 'tools/start.mjs'), '--no-build', ...process.argv.slice(2)], { stdio: 'inherit' });
  }
});
