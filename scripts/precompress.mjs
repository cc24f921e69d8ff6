// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once at
// build time at the highest levels, so the server sends them without compressing per request
// (@fastify/static's preCompressed option picks the copy the browser accepts). Run by
// `npm run build` after the prerender step.
//
// Left out: the HTML templates (prerendered/*.html, spa.html, index.html), which the server fills
// in per host and compresses itself, and routes.json, which it only reads.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The server's threshold too (src/server/modules/site/compression.ts): below 1 KB it is not worth it.
const THRESHOLD_BYTES = 1024;
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map|ico)$/;
const SKIPPED = (path) =>
  path.startsWith('prerendered/') || /^(?:spa|index)\.html$|^routes\.json$/.test(path);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : listFiles(path);
      return [path];
    }),
  );
  return nested.flat();
}

export async function precompressDir(dir) {
  const files = (await listFiles(dir)).filter((file) => {
    const path = relative(dir, file);
    return TEXT_FILE.test(path) && !SKIPPED(path);
  });
  let written = 0;
  let before = 0;
  let after = 0;
  for (const file of files) {
    if ((await stat(file)).size < THRESHOLD_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    // A copy that saves under a tenth (an already compressed icon) is not worth a second file.
    if (br.length < body.length * 0.9) {
      await writeFile(`${file}.br`, br);
      written += 1;
    }
    if (gz.length < body.length * 0.9) await writeFile(`${file}.gz`, gz);
    before += body.length;
    after += Math.min(br.length, body.length);
  }
  return { files: written, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const dir = join(new URL('..', import.meta.url).pathname, 'dist/client');
  const { files, before, after } = await precompressDir(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompress: ${files} files, ${kb(before)} → ${kb(after)} with Brotli, in ${Date.now() - started} ms`,
  );
}
