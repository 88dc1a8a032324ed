// Where the bytes of some built files go, module by module (libraries by file too):
//   SOURCEMAP=1 npm run build && npx tsx scripts/bench/modules-of.ts build/_app/immutable/chunks/X.js …
// FILTER=svelte/ keeps the matching modules only. The benchmark's report.json lists each route's files.
import { modulesOf } from './modules';

process.env.BENCH_DEEP = '1';
for (const m of modulesOf(process.argv.slice(2))) if (m.module.includes(process.env.FILTER ?? '')) console.log(`${(m.gzip / 1024).toFixed(2).padStart(6)} KB  ${m.module}`);
