import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|xml|txt|json)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 512;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the client
 * build, prerendered HTML included, so the API sends compressed bytes without compressing on each
 * request (apps/api/src/http/web.ts). A copy that would not be smaller is not written.
 */
export async function precompressDirectory(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      count += 1;
      bytes += source.length;
      brotliBytes += br.length;
    }),
  );
  return { files: count, bytes, brotliBytes };
}
