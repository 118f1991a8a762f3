// Rewrites the offline map's geodata from us-atlas (build-tools/atlas-files.ts):
//   cd apps/web && npx tsx build-tools/write-atlas-files.ts
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ATLAS_DIR, atlasFiles } from './atlas-files';

await rm(ATLAS_DIR, { recursive: true, force: true });
for (const [name, text] of atlasFiles()) {
  const file = path.join(ATLAS_DIR, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
console.info(`Wrote the offline map's geodata to ${path.relative(process.cwd(), ATLAS_DIR)}`);
