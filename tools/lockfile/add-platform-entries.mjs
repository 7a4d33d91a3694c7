#!/usr/bin/env node
// The npm registry reachable here serves each native package's binary only for linux-x64, so
// `npm install` leaves the other platforms' optional binaries out of package-lock.json, and npm 11's
// `npm ci` then refuses the lock as out of sync. This adds a skipped-platform entry (version, os, cpu,
// libc, optional) for every optional dependency the lock names but lacks. Run it after `npm install`:
//   node tools/lockfile/add-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

/** Platform facts read from a binary package's name, e.g. @nx/nx-linux-x64-musl. */
function platformOf(name) {
  const parts = path.basename(name).split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.includes(candidate) || (candidate === 'arm' && parts.includes('arm')));
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    lock.packages[hoisted] = {
      version: String(version).replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} platform entries to package-lock.json`);
