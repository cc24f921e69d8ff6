/**
 * Peak memory of the Apple Health import (ADR 058): writes a generated export (export.xml of the
 * given size in MB, default 200, ten years of days) as a ZIP under the temp folder, then streams it
 * from disk through the reader in a fresh process and reports that process's peak resident set
 * size (VmHWM), its peak V8 heap and the time taken.
 *
 *   npx tsx bench/apple-health-memory.ts [xml-megabytes]
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppleHealthExport } from '../src/server/modules/fhir/apple-health';
import {
  appleHealthZip,
  exportXml,
  type ExportShape,
} from '../src/server/modules/fhir/apple-health-test-kit';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function read(path: string): Promise<void> {
  let heap = 0;
  const timer = setInterval(() => {
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  }, 20);
  const started = performance.now();
  const summary = await readAppleHealthExport(
    createReadStream(path, { highWaterMark: 64 * 1024 }),
    {
      maxBytes: 4 * 1024 * 1024 * 1024,
    },
  );
  clearInterval(timer);
  const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  console.log(
    `read ${summary.recordsRead.toLocaleString('en-US')} records in ${((performance.now() - started) / 1000).toFixed(1)} s → ${summary.metrics.length} metric days, ${summary.sleep.length} nights; peak RSS ${megabytes(hwm * 1024)} (VmHWM, the whole process with tsx), peak V8 heap ${megabytes(heap)}`,
  );
}

async function generate(targetMb: number): Promise<string> {
  const days = 3650;
  const size = (heartRatesPerDay: number) =>
    [...exportXml({ start: '2016-01-01', days: 1, heartRatesPerDay })].join('').length;
  const perSample = size(101) - size(100);
  const heartRatesPerDay = Math.max(1, Math.round((targetMb * 1024 * 1024) / days / perSample));
  const shape: ExportShape = { start: '2016-01-01', days, heartRatesPerDay };
  const path = join(tmpdir(), `wellnest-apple-health-${targetMb}mb.zip`);
  if (!existsSync(path)) {
    const file = createWriteStream(path);
    for await (const chunk of appleHealthZip(shape, { level: 1 })) {
      if (!file.write(chunk)) await once(file, 'drain');
    }
    file.end();
    await once(file, 'finish');
  }
  let xmlBytes = 0;
  for (const text of exportXml(shape)) xmlBytes += Buffer.byteLength(text);
  console.log(`export.xml ${megabytes(xmlBytes)}, ZIP ${megabytes(statSync(path).size)}: ${path}`);
  return path;
}

if (process.argv[2] === '--read') {
  await read(process.argv[3]!);
} else {
  const path = await generate(Number(process.argv[2] ?? 200));
  const self = fileURLToPath(import.meta.url);
  spawnSync(process.execPath, ['--import', 'tsx', self, '--read', path], { stdio: 'inherit' });
}
