// `npm run preview`: serve build/ like a static host (SPA fallback), with the shipped networks.json.
import { startStaticServer } from './static-server';

const site = await startStaticServer({ dir: 'build', port: Number(process.env.PORT ?? 4173), base: process.env.BASE_PATH, compress: true });
process.stdout.write(`Loom (static build): ${site.url}/\n`);
